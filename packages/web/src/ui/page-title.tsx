import type { ReactNode } from 'react';
import { cx } from './cx';

export interface PageTitleProps {
  children: ReactNode;
  subtitle?: ReactNode;
  className?: string;
}

/** The one <h1> of a screen, with an optional line under it. */
export function PageTitle({ children, subtitle, className }: PageTitleProps) {
  return (
    <header className={cx('mb-6 text-center', className)}>
      {/* The system face: the stage face would add its font file to the first
          paint of /, /offline and /online (Lighthouse counted it in their LCP). */}
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{children}</h1>
      {subtitle ? (
        <p className="mt-2 text-base text-slate-600 dark:text-slate-300">{subtitle}</p>
      ) : null}
    </header>
  );
}
