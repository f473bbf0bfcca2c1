import { cx } from '../ui';

/**
 * Issue 17: a team's attempts as strikes, used (✕) then left (○): "✕ ✕ ○" is one attempt
 * left of 3. Decoration beside the "Attempts: 2/3" text, which is what a screen reader reads.
 */
export function Strikes({
  used,
  max,
  className,
}: {
  used: number;
  max: number;
  className?: string;
}) {
  const marks = Array.from({ length: max }, (_, index) => index < used);
  return (
    <span
      aria-hidden="true"
      data-strikes={`${used}/${max}`}
      className={cx('flex gap-0.5', className)}
    >
      {marks.map((struck, index) => (
        <span key={index} className={cx('font-black', !struck && 'opacity-70')}>
          {struck ? '✕' : '○'}
        </span>
      ))}
    </span>
  );
}
