import * as Toast from '@radix-ui/react-toast';
import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { TOAST_DURATION_MS, TOAST_FADE_MS } from '@trivia/game';
import { cx } from './cx';

export type ToastTone = 'error' | 'success' | 'info';

export interface ToastApi {
  /** Shows a message for 1500 ms, then fades it out over 300 ms. */
  showToast: (message: string, tone?: ToastTone) => void;
}

interface ToastItem {
  id: number;
  message: string;
  tone: ToastTone;
  leaving: boolean;
}

const ToastContext = createContext<ToastApi | null>(null);

const toneClasses: Record<ToastTone, string> = {
  error: 'bg-red-600 text-white',
  success: 'bg-emerald-700 text-white',
  info: 'bg-slate-800 text-white dark:bg-slate-100 dark:text-slate-900',
};

/**
 * Holds one toast at a time on Radix UI's Toast (docs/decisions/0008): it is announced to
 * screen readers (an error at once, the others politely), its timer pauses while a pointer
 * or the keyboard focus is on it (F8 reaches it), and a swipe dismisses it. A new message
 * replaces the current one and restarts its timer.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ToastItem | null>(null);
  const nextId = useRef(1);

  const showToast = useCallback((message: string, tone: ToastTone = 'info') => {
    setToast({ id: nextId.current++, message, tone, leaving: false });
  }, []);

  // Radix closes the toast when its time is up: fade for TOAST_FADE_MS, then remove it.
  const onOpenChange = useCallback((id: number, open: boolean) => {
    if (open) return;
    setToast((t) => (t?.id === id ? { ...t, leaving: true } : t));
    window.setTimeout(() => setToast((t) => (t?.id === id ? null : t)), TOAST_FADE_MS);
  }, []);

  const api = useMemo(() => ({ showToast }), [showToast]);

  return (
    <ToastContext.Provider value={api}>
      <Toast.Provider duration={TOAST_DURATION_MS} label="Notification">
        {children}
        {toast ? (
          <Toast.Root
            key={toast.id}
            open={!toast.leaving}
            forceMount
            type={toast.tone === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => onOpenChange(toast.id, open)}
            data-tone={toast.tone}
            style={{ transitionDuration: `${TOAST_FADE_MS}ms` }}
            className={cx(
              'pointer-events-auto max-w-md rounded-2xl px-5 py-3 text-center text-lg font-bold shadow-xl transition-opacity',
              toneClasses[toast.tone],
              toast.leaving ? 'opacity-0' : 'opacity-100',
            )}
          >
            <Toast.Description>{toast.message}</Toast.Description>
          </Toast.Root>
        ) : null}
        <Toast.Viewport className="pointer-events-none fixed inset-x-0 top-20 z-50 m-0 flex list-none flex-col items-center px-4 outline-none" />
      </Toast.Provider>
    </ToastContext.Provider>
  );
}

/** The toast of the nearest ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside a ToastProvider');
  return api;
}
