import { useEffect, useState } from 'react';
import { Button, Card, CardTitle, CopyLinkField, Message } from '../../../ui';
import type { Realtime } from '../../connection';
import { screenLink } from '../../screen/screen-path';
import { ConnectTvField } from './connect-tv-field';

interface BigScreenCardProps {
  code: string;
  send: Realtime['send'];
  /** The party's screen epoch: when it changes (kick, host change, revoke) the link is old. */
  screenEpoch: number;
}

/**
 * Host only (ROLE-2): opens the party's big screen in a new window, and shows its link to
 * open on a TV or hand to someone. The host's phone keeps every host action. The link is
 * revocable (HOST-3): "Revoke Big Screen Link" stops every screen showing it, and so do a
 * kick and a host change; the next Open Big Screen makes a new one.
 */
export function BigScreenCard({ code, send, screenEpoch }: BigScreenCardProps) {
  const [link, setLink] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => setLink(null), [screenEpoch]);

  const revoke = async () => {
    setBusy(true);
    const reply = await send('revokeScreen', { code });
    setBusy(false);
    setError(reply.ok ? null : reply.error);
  };

  const open = async () => {
    if (link !== null) {
      window.open(link, '_blank', 'noopener');
      return;
    }
    // Opened now, in the click, so no popup blocker stops it; pointed at the screen once
    // the server has given its key.
    const popup = window.open('', '_blank');
    setBusy(true);
    setError(null);
    const reply = await send('openScreen', { code });
    setBusy(false);
    const key = reply.ok ? reply.result.screenKey : undefined;
    if (!key) {
      popup?.close();
      setError(reply.ok ? 'Could not open the big screen' : reply.error);
      return;
    }
    const url = screenLink(code, key);
    setLink(url);
    if (popup) {
      popup.opener = null;
      popup.location.href = url;
    }
  };

  return (
    <Card className="flex flex-col gap-3">
      <CardTitle>Big Screen</CardTitle>
      <p className="text-slate-700 dark:text-slate-200">
        Show the party on a TV or projector: the code to join, then the board, the scores and the
        countdown for the whole room. You keep every host control here.
      </p>
      <Button variant="secondary" onClick={() => void open()} disabled={busy} aria-busy={busy}>
        Open Big Screen
      </Button>
      {error ? <Message tone="error">{error}</Message> : null}
      {link ? (
        <>
          <CopyLinkField
            link={link}
            label="Big screen link"
            buttonLabel="Copy Big Screen Link"
            copiedMessage="Big screen link copied!"
          />
          <Button variant="ghost" onClick={() => void revoke()} disabled={busy}>
            Revoke Big Screen Link
          </Button>
        </>
      ) : null}
      <ConnectTvField code={code} send={send} />
    </Card>
  );
}
