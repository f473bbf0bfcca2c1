import type { ReactNode } from 'react';
import { cx } from './cx';

export type MessageTone = 'success' | 'error' | 'info' | 'warning';

const tones: Record<MessageTone, string> = {
  success:
    'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-100',
  error:
    'border-red-300 bg-red-50 text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100',
  info: 'border-sky-300 bg-sky-50 text-sky-900 dark:border-sky-700 dark:bg-sky-950 dark:text-sky-100',
  warning:
    'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100',
};

export interface MessageProps {
  tone: MessageTone;
  children: ReactNode;
  className?: string;
}

/** An inline message. Errors are alerts (announced at once); others are polite status. */
export function Message({ tone, children, className }: MessageProps) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx('rounded-xl border px-4 py-3 text-sm font-medium', tones[tone], className)}
    >
      {children}
    </p>
  );
}
