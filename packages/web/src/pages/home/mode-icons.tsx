/** Card icons drawn as SVG: emoji fonts are missing on some devices (and render as boxes). */
export function OfflineIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" className="size-11 shrink-0">
      <rect x="13" y="4" width="22" height="40" rx="5" fill="#6d28d9" />
      <rect x="16" y="9" width="16" height="27" rx="2" fill="#ede9fe" />
      <rect x="18.5" y="25" width="3" height="8" rx="1" fill="#f59e0b" />
      <rect x="22.5" y="19" width="3" height="14" rx="1" fill="#fbbf24" />
      <rect x="26.5" y="22" width="3" height="11" rx="1" fill="#fcd34d" />
      <circle cx="24" cy="40" r="1.8" fill="#ede9fe" />
    </svg>
  );
}

export function OnlineIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" className="size-11 shrink-0">
      <circle cx="24" cy="24" r="19" fill="#047857" />
      <path
        d="M5 24h38M24 5c-6 6-8 12-8 19s2 13 8 19M24 5c6 6 8 12 8 19s-2 13-8 19M9 14h30M9 34h30"
        fill="none"
        stroke="#d1fae5"
        strokeWidth="2"
      />
    </svg>
  );
}
