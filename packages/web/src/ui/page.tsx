import type { ReactNode } from 'react';
import { cx } from './cx';

export interface PageProps {
  children: ReactNode;
  /** narrow: forms (28rem); default: most screens (48rem); wide: grids and boards (72rem). */
  width?: 'narrow' | 'default' | 'wide';
  className?: string;
}

const widths = { narrow: 'max-w-md', default: 'max-w-3xl', wide: 'max-w-6xl' } as const;

/** The content column of a screen: centred, padded for a 360 px phone. */
export function Page({ children, width = 'default', className }: PageProps) {
  return (
    <div className={cx('mx-auto w-full px-4 py-6 sm:py-10', widths[width], className)}>
      {children}
    </div>
  );
}
