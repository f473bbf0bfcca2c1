import type { ReactNode } from 'react';
import { Card } from '../../ui';

export interface ModeCardProps {
  title: string;
  icon: ReactNode;
  children: ReactNode;
  action: ReactNode;
}

/** One of the home screen's big choices: icon, title, a line or two, and its button. */
export function ModeCard({ title, icon, children, action }: ModeCardProps) {
  return (
    <Card className="flex flex-col gap-4" aria-label={title}>
      <div className="flex items-center gap-3">
        {icon}
        <h2 className="text-xl font-bold tracking-tight sm:text-2xl">{title}</h2>
      </div>
      <div className="flex-1 text-slate-700 dark:text-slate-300">{children}</div>
      {action}
    </Card>
  );
}
