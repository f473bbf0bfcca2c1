import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';

export interface ModalDialogProps {
  title: string;
  /** The message: read out with the title when the dialog opens. */
  children: ReactNode;
  /** The buttons; the first one gets the focus. */
  actions: ReactNode;
  /** Escape or a tap on the backdrop. */
  onDismiss: () => void;
}

/**
 * A small modal that needs an answer (SPEC §8 duplicate dialog, §2 Leave Game): focus moves
 * to its first button and stays inside it; Escape or the backdrop dismisses it.
 */
export function ModalDialog({ title, children, actions, onDismiss }: ModalDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('button')?.focus();
  }, []);

  const keepFocusInside = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onDismiss();
      return;
    }
    if (event.key !== 'Tab') return;
    const buttons = [...(panel.current?.querySelectorAll<HTMLElement>('button') ?? [])];
    const first = buttons[0];
    const last = buttons.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <div aria-hidden="true" className="absolute inset-0 bg-slate-950/60" onClick={onDismiss} />
      <div
        ref={panel}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        onKeyDown={keepFocusInside}
        className="relative w-full max-w-sm rounded-2xl bg-white p-5 text-slate-900 shadow-2xl dark:bg-slate-900 dark:text-slate-100"
      >
        <h2 id={titleId} className="text-xl font-bold">
          {title}
        </h2>
        <div id={bodyId} className="mt-2 text-base">
          {children}
        </div>
        <div className="mt-5 flex flex-wrap justify-end gap-3">{actions}</div>
      </div>
    </div>
  );
}
