import type { ReactNode } from 'react';

export const inputClasses =
  'min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 ' +
  'aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100';

export interface FormFieldProps {
  id: string;
  label: string;
  hint?: string;
  errors?: readonly string[];
  /** The control, given `id`, `aria-invalid` and `aria-describedby` by the caller. */
  children: ReactNode;
}

/** The id of a field's error list (for aria-describedby). */
export function errorId(id: string): string {
  return `${id}-errors`;
}

/** A label, the control, an optional hint and the field's own problems under it. */
export function FormField({ id, label, hint, errors = [], children }: FormFieldProps) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {children}
      {hint ? <p className="text-sm text-slate-600 dark:text-slate-300">{hint}</p> : null}
      {errors.length > 0 ? (
        <ul id={errorId(id)} className="text-sm font-medium text-red-700 dark:text-red-300">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** aria props of a control whose field may show problems. */
export function invalidProps(id: string, errors: readonly string[] | undefined) {
  const invalid = (errors?.length ?? 0) > 0;
  return { 'aria-invalid': invalid, 'aria-describedby': invalid ? errorId(id) : undefined };
}
