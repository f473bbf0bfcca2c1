import { cx } from './cx';

export interface SpinnerProps {
  /** Shown under the spinner and announced to screen readers. */
  label?: string;
  className?: string;
}

/** A loading indicator with a live label ("Loading party..." etc., the product's exact strings). */
export function Spinner({ label = 'Loading...', className }: SpinnerProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cx('flex flex-col items-center justify-center gap-3 py-10', className)}
    >
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600 dark:border-slate-700 dark:border-t-brand-400"
      />
      <span className="text-sm font-medium text-slate-600 dark:text-slate-300">{label}</span>
    </div>
  );
}
