/** The app mark: a podium of five ranked answers (also public/icon.svg). */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 64 64" className={className}>
      <rect width="64" height="64" rx="14" fill="#6d28d9" />
      <rect x="10" y="30" width="9" height="22" rx="2" fill="#fbbf24" />
      <rect x="21" y="18" width="9" height="34" rx="2" fill="#fde68a" />
      <rect x="32" y="24" width="9" height="28" rx="2" fill="#fcd34d" />
      <rect x="43" y="36" width="9" height="16" rx="2" fill="#f59e0b" />
      <circle cx="25.5" cy="11" r="4" fill="#fff" />
    </svg>
  );
}
