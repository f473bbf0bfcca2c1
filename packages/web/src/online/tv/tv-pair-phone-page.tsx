import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import type { HostedPartiesResponse } from '@trivia/protocol';
import { apiRequest } from '../../api/http';
import { Button, ButtonLink, Card, CardTitle, Message, Page, PageTitle, Spinner } from '../../ui';
import { useRealtime } from '../connection';
import { isPairingCode, normalizePairingCode, spacedPairingCode } from './pairing-code';

type Hosted = HostedPartiesResponse['parties'];

/**
 * /tv/{code} on the host's phone, opened by the TV's QR code (SCREEN-4): which party the TV
 * shows, confirmed with one tap (pairScreen, as the lobby's Connect a TV field sends). The
 * sign-in guard in front of it makes a guest first when needed; with no party hosted, it
 * says how to host one.
 */
export function TvPairPhonePage() {
  const pairingCode = normalizePairingCode(useParams().code ?? '');
  const { send } = useRealtime();
  const [parties, setParties] = useState<Hosted | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [paired, setPaired] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    apiRequest<HostedPartiesResponse>('/api/tv/hosted-parties')
      .then((body) => !cancelled && setParties(body.parties))
      .catch((failed: unknown) => {
        if (!cancelled) setError(failed instanceof Error ? failed.message : String(failed));
      });
    return () => {
      cancelled = true;
    };
  }, []);

  const pair = async (code: string) => {
    setBusy(true);
    setError(null);
    const reply = await send('pairScreen', { code, pairingCode });
    setBusy(false);
    if (reply.ok) setPaired(code);
    else setError(reply.error);
  };

  const valid = isPairingCode(pairingCode);
  return (
    <Page>
      <PageTitle subtitle={valid ? `TV code ${spacedPairingCode(pairingCode)}` : undefined}>
        Connect a TV
      </PageTitle>
      <Card className="flex flex-col gap-4">
        {!valid ? (
          <Message tone="error">
            This TV code is not valid. Enter the code the TV shows in your party&apos;s lobby.
          </Message>
        ) : paired !== null ? (
          <>
            <Message tone="success">The TV now shows party {paired}.</Message>
            <ButtonLink to={`/party/${paired}/lobby`}>Back to the Lobby</ButtonLink>
          </>
        ) : parties === null && error === null ? (
          <Spinner label="Finding your parties" />
        ) : (
          <>
            {error ? <Message tone="error">{error}</Message> : null}
            {parties !== null && parties.length === 0 ? (
              <>
                <CardTitle>You are not hosting a party</CardTitle>
                <p className="text-slate-700 dark:text-slate-200">
                  Host a party first, then scan the TV&apos;s QR code again or enter its code in the
                  lobby.
                </p>
                <ButtonLink to="/online">Host a Party</ButtonLink>
              </>
            ) : null}
            {parties !== null && parties.length > 0 ? (
              <>
                <CardTitle>Which party should the TV show?</CardTitle>
                <ul className="flex flex-col gap-3">
                  {parties.map((party) => (
                    <li key={party.code}>
                      <Button
                        className="w-full"
                        size="lg"
                        disabled={busy}
                        onClick={() => void pair(party.code)}
                      >
                        Show Party {party.code} on the TV
                      </Button>
                      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                        {party.members} {party.members === 1 ? 'player' : 'players'}
                      </p>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </>
        )}
      </Card>
    </Page>
  );
}
