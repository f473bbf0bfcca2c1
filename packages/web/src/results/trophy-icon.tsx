/** A trophy drawn in SVG: emoji fonts are missing on some devices. */
export function TrophyIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={className}>
      <path
        fill="currentColor"
        d="M18 6h28v6h10v8c0 8.3-6 15-14 16.6A14 14 0 0 1 35 44v6h9v8H20v-8h9v-6a14 14 0 0 1-7-7.4C14 35 8 28.3 8 20v-8h10V6Zm0 12h-4v2c0 4.6 2.8 8.5 6.8 10.1A14 14 0 0 1 18 22v-4Zm28 0v4c0 2.9-.9 5.7-2.8 8.1 4-1.6 6.8-5.5 6.8-10.1v-2h-4Z"
      />
    </svg>
  );
}
