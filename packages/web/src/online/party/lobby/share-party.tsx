import { Card, CopyLinkField } from '../../../ui';
import { QrCode } from '../../../ui/qr-code';

/** The link that joins the party (served from the app's public origin). */
export function joinLink(code: string, origin: string = window.location.origin): string {
  return `${origin}/join/${code}`;
}

/**
 * The lobby's share hint, the join link with a copy button, a QR code (the code itself
 * heads the lobby).
 */
export function ShareParty({ code }: { code: string }) {
  const link = joinLink(code);
  return (
    <Card className="flex flex-col items-center gap-3 text-center">
      <h2 className="text-sm font-bold tracking-wide text-slate-600 uppercase dark:text-slate-300">
        Invite
      </h2>
      <p className="text-slate-700 dark:text-slate-200">
        Share this code with your friends so they can join, or let them scan the QR code.
      </p>
      <QrCode text={link} label={`QR code of the link to join party ${code}`} />
      <CopyLinkField
        link={link}
        label="Join link"
        hideLabel
        buttonLabel="Copy Link"
        copiedMessage="Link copied!"
      />
    </Card>
  );
}
