import type { ReactNode } from 'react';
import { Card } from '.';

export interface LoadErrorProps {
  title: string;
  message: string;
  hint?: string;
  children: ReactNode;
}

/** A failed load: the screen's title, what failed, an optional hint and the ways out. */
export function LoadError({ title, message, hint, children }: LoadErrorProps) {
  return (
    <Card className="text-center" role="alert">
      <h2 className="text-2xl font-bold text-red-700 dark:text-red-300">{title}</h2>
      <p className="mt-2 text-base font-medium">{message}</p>
      {hint ? <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{hint}</p> : null}
      <div className="mt-5 flex flex-wrap justify-center gap-3">{children}</div>
    </Card>
  );
}
