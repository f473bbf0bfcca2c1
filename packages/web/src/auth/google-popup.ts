/** What the popup's last page reports: `{ type: 'trivia-auth', ok, error? }`. */
export interface PopupMessage {
  type: 'trivia-auth';
  ok: boolean;
  error?: string;
}

export type PopupOutcome = { ok: true } | { ok: false; error?: string };

export function isPopupMessage(data: unknown): data is PopupMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'trivia-auth' &&
    typeof (data as { ok?: unknown }).ok === 'boolean'
  );
}

export interface WaitOptions {
  /** Asks the server whether a Google session now exists (the popup may lose its opener). */
  isSignedIn: () => Promise<boolean>;
  pollMs?: number;
  timeoutMs?: number;
}

/**
 * Resolves when the sign-in popup reports back (postMessage from our origin), when the
 * server shows a Google session, when the popup is closed without one, or on timeout.
 */
export function waitForPopup(popup: Window, options: WaitOptions): Promise<PopupOutcome> {
  const pollMs = options.pollMs ?? 1000;
  const timeoutMs = options.timeoutMs ?? 10 * 60_000;
  return new Promise((resolve) => {
    let settled = false;
    let checking = false;
    const startedAt = Date.now();

    const finish = (outcome: PopupOutcome) => {
      if (settled) return;
      settled = true;
      window.removeEventListener('message', onMessage);
      window.clearInterval(timer);
      resolve(outcome);
    };

    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isPopupMessage(event.data)) return;
      finish(event.data.ok ? { ok: true } : { ok: false, error: event.data.error });
    };

    const poll = async () => {
      if (checking) return;
      checking = true;
      const closed = popup.closed;
      try {
        if (await options.isSignedIn()) finish({ ok: true });
        else if (closed) finish({ ok: false });
      } catch (_networkBlip) {
        if (closed) finish({ ok: false });
      } finally {
        checking = false;
      }
      if (Date.now() - startedAt > timeoutMs) finish({ ok: false });
    };

    window.addEventListener('message', onMessage);
    const timer = window.setInterval(() => void poll(), pollMs);
  });
}
