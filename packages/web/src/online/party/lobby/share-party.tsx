import { useId, useState } from 'react';
import { Button, Card } from '../../../ui';
import { QrCode } from './qr-code';

/** The link that joins the party (served from the app's public origin). */
export function joinLink(code: string, origin: string = window.location.origin): string {
  return `${origin}/join/${code}`;
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** SPEC §2 Lobby: the party code, a share hint, the join link with a copy button, a QR code. */
export function ShareParty({ code }: { code: string }) {
  const link = joinLink(code);
  const linkId = useId();
  const [copied, setCopied] = useState<boolean | null>(null);
  return (
    <Card className="flex flex-col items-center gap-3 text-center">
      <h2 className="text-sm font-bold tracking-wide text-slate-600 uppercase dark:text-slate-300">
        Party Code
      </h2>
      <p className="font-mono text-5xl font-extrabold tracking-[0.2em] text-brand-700 sm:text-6xl dark:text-brand-300">
        {code}
      </p>
      <p className="text-slate-700 dark:text-slate-200">
        Share this code with your friends so they can join, or let them scan the QR code.
      </p>
      <QrCode text={link} label={`QR code of the link to join party ${code}`} />
      <div className="flex w-full flex-col gap-2 sm:flex-row">
        <label htmlFor={linkId} className="sr-only">
          Join link
        </label>
        <input
          id={linkId}
          readOnly
          value={link}
          onFocus={(event) => event.target.select()}
          className="min-h-11 min-w-0 flex-1 rounded-xl border border-slate-300 bg-white px-3 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
        />
        <Button variant="secondary" onClick={() => void copyText(link).then(setCopied)}>
          Copy Link
        </Button>
      </div>
      <p role="status" className="min-h-5 text-sm font-medium">
        {copied === true ? 'Link copied!' : null}
        {copied === false ? 'Could not copy: select the link and copy it.' : null}
      </p>
    </Card>
  );
}
