import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  children: ReactNode;
  /** Render as <section> (default) or <article>/<div>. */
  as?: 'section' | 'article' | 'div';
}

/** A translucent panel that reads well over the animated background in both themes. */
export function Card({ as: Tag = 'section', className, ...rest }: CardProps) {
  return (
    <Tag
      className={cx(
        'rounded-2xl border border-slate-200/80 bg-white/90 p-5 shadow-lg backdrop-blur-sm',
        'dark:border-slate-700/80 dark:bg-slate-900/85',
        className,
      )}
      {...rest}
    />
  );
}

export function CardTitle({ className, ...rest }: HTMLAttributes<HTMLHeadingElement>) {
  return <h2 className={cx('text-xl font-bold tracking-tight', className)} {...rest} />;
}
