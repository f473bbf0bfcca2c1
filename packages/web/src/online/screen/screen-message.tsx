import type { ReactNode } from 'react';
import { ButtonLink } from '../../ui';
import { SCREEN_TEXT } from '../../ui/screen-text';

/**
 * A full-screen message (a bad link, a missing or closed party) with the way back: the
 * Party Hub unless `action` names another.
 */
export function ScreenMessage({
  title,
  children,
  action = { to: '/online', label: 'Back to Party Hub' },
}: {
  title: string;
  children: ReactNode;
  action?: { to: string; label: string };
}) {
  return (
    <div
      role="alert"
      className="flex h-full flex-col items-center justify-center gap-[3vmin] text-center"
    >
      <h1 className={`${SCREEN_TEXT.title} font-display font-black`}>{title}</h1>
      <div className={`${SCREEN_TEXT.body} max-w-[70ch] font-medium`}>{children}</div>
      <ButtonLink to={action.to} size="lg" className={SCREEN_TEXT.control}>
        {action.label}
      </ButtonLink>
    </div>
  );
}
