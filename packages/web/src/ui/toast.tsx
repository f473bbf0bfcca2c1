import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import { TOAST_DURATION_MS, TOAST_FADE_MS } from '@trivia/game';
import { cx } from './cx';

export type ToastTone = 'error' | 'success' | 'info';

export interface ToastApi {
  /** Shows a message for 1500 ms, then fades it out over 300 ms (SPEC §9 Toast). */
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

/** Holds one toast at a time; a new message replaces the current one and restarts its timer. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ToastItem | null>(null);
  const timers = useRef<number[]>([]);
  const nextId = useRef(1);

  const clearTimers = useCallback(() => {
    timers.current.forEach((timer) => window.clearTimeout(timer));
    timers.current = [];
  }, []);

  const showToast = useCallback(
    (message: string, tone: ToastTone = 'info') => {
      clearTimers();
      const id = nextId.current++;
      setToast({ id, message, tone, leaving: false });
      timers.current.push(
        window.setTimeout(
          () => setToast((t) => (t?.id === id ? { ...t, leaving: true } : t)),
          TOAST_DURATION_MS,
        ),
        window.setTimeout(
          () => setToast((t) => (t?.id === id ? null : t)),
          TOAST_DURATION_MS + TOAST_FADE_MS,
        ),
      );
    },
    [clearTimers],
  );

  useEffect(() => clearTimers, [clearTimers]);

  const api = useMemo(() => ({ showToast }), [showToast]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div
        className="pointer-events-none fixed inset-x-0 top-20 z-50 flex justify-center px-4"
        aria-live="polite"
      >
        {toast ? (
          <p
            key={toast.id}
            role={toast.tone === 'error' ? 'alert' : 'status'}
            data-tone={toast.tone}
            style={{ transitionDuration: `${TOAST_FADE_MS}ms` }}
            className={cx(
              'max-w-md rounded-2xl px-5 py-3 text-center text-lg font-bold shadow-xl transition-opacity',
              toneClasses[toast.tone],
              toast.leaving ? 'opacity-0' : 'opacity-100',
            )}
          >
            {toast.message}
          </p>
        ) : null}
      </div>
    </ToastContext.Provider>
  );
}

/** The toast of the nearest ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside a ToastProvider');
  return api;
}
