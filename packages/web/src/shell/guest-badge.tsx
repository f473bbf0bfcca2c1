/** The navbar's "Guest Mode" badge. */
export function GuestBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-100">
      Guest Mode
    </span>
  );
}
