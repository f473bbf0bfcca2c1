import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  children: ReactNode;
  /** Render as <section> (default) or <article>/<div>. */
  as?: 'section' | 'article' | 'div';
}

/**
 * A panel in both themes. Opaque: the animated background is decoration
 * and never runs across a card's content.
 */
export function Card({ as: Tag = 'section', className, ...rest }: CardProps) {
  return (
    <Tag
      className={cx(
        'rounded-2xl border border-slate-200 bg-white p-5 shadow-lg',
        'dark:border-slate-700 dark:bg-slate-900',
        className,
      )}
      {...rest}
    />
  );
}

export function CardTitle({ className, ...rest }: HTMLAttributes<HTMLHeadingElement>) {
  return <h2 className={cx('text-xl font-bold tracking-tight', className)} {...rest} />;
}
