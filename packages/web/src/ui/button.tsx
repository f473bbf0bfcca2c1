import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cx } from './cx';

export type ButtonVariant =
  'primary' | 'secondary' | 'ghost' | 'danger' | 'danger-quiet' | 'success';
export type ButtonSize = 'md' | 'lg';

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-4 font-semibold ' +
  'transition-colors select-none disabled:cursor-not-allowed disabled:opacity-50 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700 disabled:hover:bg-brand-600',
  secondary:
    'border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 ' +
    'dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700',
  ghost: 'text-slate-700 hover:bg-slate-200/70 dark:text-slate-200 dark:hover:bg-slate-700/60',
  danger: 'bg-red-600 text-white shadow-sm hover:bg-red-700 disabled:hover:bg-red-600',
  // A destructive action that opens a confirmation (Kick, Leave): red words on a
  // quiet outline, so it is not the loudest thing on the screen; the confirm is 'danger'.
  'danger-quiet':
    'border border-red-300 bg-white text-red-700 hover:bg-red-50 ' +
    'dark:border-red-800 dark:bg-slate-900 dark:text-red-300 dark:hover:bg-red-950/60',
  success: 'bg-emerald-700 text-white shadow-sm hover:bg-emerald-800',
};

const sizes: Record<ButtonSize, string> = {
  md: 'text-base',
  lg: 'min-h-13 px-6 text-lg',
};

/** The classes of a button, for elements that must look like one (links, labels). */
export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  extra?: string,
): string {
  return cx(base, variants[variant], sizes[size], extra);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  children: ReactNode;
}

/** A button at least 44 px tall (a finger in a noisy room). Defaults to type="button". */
export function Button({ variant, size, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...rest} />;
}

export interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A router link that looks like a button: navigation stays a link for assistive tech. */
export function ButtonLink({ variant, size, className, ...rest }: ButtonLinkProps) {
  return (
    <Link
      className={buttonClasses(variant, size, typeof className === 'string' ? className : '')}
      {...rest}
    />
  );
}
