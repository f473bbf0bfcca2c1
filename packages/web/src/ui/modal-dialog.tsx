import * as Dialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';

export interface ModalDialogProps {
  title: string;
  /** The message: read out with the title when the dialog opens. */
  children: ReactNode;
  /** The buttons; the first one gets the focus. */
  actions: ReactNode;
  /** Escape or a press outside the panel. */
  onDismiss: () => void;
}

/**
 * A small modal that needs an answer (the duplicate-answer dialog, Leave Game's
 * confirmation), on Radix UI's Dialog (docs/decisions/0008): focus moves to its first button, stays inside it and
 * returns to where it was when the dialog closes; the rest of the page is hidden from
 * assistive technology; Escape or a press outside dismisses it. Mounted while open.
 */
export function ModalDialog({ title, children, actions, onDismiss }: ModalDialogProps) {
  // Rendered only while open, so there is no Radix trigger: focus goes back by hand.
  const [opener] = useState(() => document.activeElement as HTMLElement | null);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onDismiss()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <div className="pointer-events-none fixed inset-0 z-50 flex items-center justify-center p-4">
          <Dialog.Content
            role="alertdialog"
            onOpenAutoFocus={(event) => {
              const first = (event.currentTarget as HTMLElement | null)?.querySelector('button');
              if (first) {
                event.preventDefault();
                first.focus();
              }
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              if (opener?.isConnected) opener.focus();
            }}
            className="pointer-events-auto relative w-full max-w-sm rounded-2xl bg-white p-5 text-slate-900 shadow-2xl dark:bg-slate-900 dark:text-slate-100"
          >
            <Dialog.Title className="text-xl font-bold">{title}</Dialog.Title>
            <Dialog.Description asChild>
              <div className="mt-2 text-base">{children}</div>
            </Dialog.Description>
            <div className="mt-5 flex flex-wrap justify-end gap-3">{actions}</div>
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
