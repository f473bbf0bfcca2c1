import { useId, useState } from 'react';
import { Button, Message } from '../../../ui';
import type { Realtime } from '../../connection';
import { isPairingCode, normalizePairingCode } from '../../tv/pairing-code';

interface ConnectTvFieldProps {
  code: string;
  send: Realtime['send'];
}

export const CONNECT_TV_INVALID = 'A TV code is 6 letters and digits, as the TV shows it';

/**
 * Host only (SCREEN-2): "Connect a TV". The TV opens /tv and shows a short code; the host
 * types it here and that TV becomes the party's big screen, with no link to copy. Screens are
 * revocable as display links are (HOST-3): "Disconnect Screens" stops every one.
 */
export function ConnectTvField({ code, send }: ConnectTvFieldProps) {
  const id = useId();
  const hintId = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [connected, setConnected] = useState(false);
  const [busy, setBusy] = useState(false);

  const connect = async () => {
    const pairingCode = normalizePairingCode(value);
    if (!isPairingCode(pairingCode)) {
      setError(CONNECT_TV_INVALID);
      return;
    }
    setBusy(true);
    setError(null);
    const reply = await send('pairScreen', { code, pairingCode });
    setBusy(false);
    if (!reply.ok) {
      setError(reply.error);
      return;
    }
    setValue('');
    setConnected(true);
  };

  const disconnect = async () => {
    setBusy(true);
    const reply = await send('revokeScreen', { code });
    setBusy(false);
    if (reply.ok) setConnected(false);
    setError(reply.ok ? null : reply.error);
  };

  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void connect();
      }}
    >
      <label htmlFor={id} className="font-semibold">
        Connect a TV
      </label>
      <p id={hintId} className="text-sm text-slate-600 dark:text-slate-300">
        Open {window.location.host}/tv on the TV and type the code it shows.
      </p>
      <div className="flex gap-2">
        <input
          id={id}
          type="text"
          value={value}
          onChange={(event) => setValue(event.target.value.toUpperCase())}
          maxLength={9}
          placeholder="ABC 234"
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="go"
          aria-describedby={hintId}
          aria-invalid={error ? true : undefined}
          className="min-h-12 w-full min-w-0 rounded-xl border border-slate-300 bg-white px-3 text-center font-mono text-2xl font-bold tracking-[0.2em] text-slate-900 uppercase placeholder:text-slate-400 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:placeholder:text-slate-500"
        />
        <Button
          type="submit"
          variant="secondary"
          className="shrink-0 whitespace-nowrap"
          disabled={busy}
          aria-busy={busy}
        >
          Connect TV
        </Button>
      </div>
      {error ? <Message tone="error">{error}</Message> : null}
      {connected ? (
        <>
          <Message tone="success">TV connected. It now shows the party.</Message>
          <Button variant="ghost" onClick={() => void disconnect()} disabled={busy}>
            Disconnect Screens
          </Button>
        </>
      ) : null}
    </form>
  );
}
