import type { ReactNode } from 'react';
import { ButtonLink, Card, Page } from '../../ui';
import { partyPath } from './party-context';

function StatusCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Page width="narrow">
      <Card className="text-center" role="alert">
        <h1 className="text-2xl font-bold">{title}</h1>
        {children}
      </Card>
    </Page>
  );
}

const actions = 'mt-5 flex flex-col justify-center gap-3 sm:flex-row';

/** ROLE-5: The kicked screen, shown on every party screen once the host removed you. */
export function KickedScreen() {
  return (
    <StatusCard title="You were removed from the party">
      <p className="mt-2">The host has removed you from this party.</p>
      <div className={actions}>
        <ButtonLink to="/">Go to Home</ButtonLink>
      </div>
    </StatusCard>
  );
}

/** A missing party. */
export function PartyNotFoundScreen() {
  return (
    <StatusCard title="Party not found">
      <p className="mt-2">The party might have ended, expired, or the code might be incorrect.</p>
      <div className={actions}>
        <ButtonLink to="/online">Back to Party Hub</ButtonLink>
      </div>
    </StatusCard>
  );
}

export interface PartyErrorScreenProps {
  code: string;
  /** "Failed to load ..." of the screen. */
  failed: string;
  /** The error itself, e.g. "Failed to connect to party". */
  detail: string;
  /** Offer the lobby (not when the lobby itself failed). */
  showLobby: boolean;
  /** Extra ways out, e.g. "Join Party" for someone who is not a member. */
  children?: ReactNode;
}

/** A party screen's load error: "Error", "Failed to load ...", back to the lobby or the hub. */
export function PartyErrorScreen({
  code,
  failed,
  detail,
  showLobby,
  children,
}: PartyErrorScreenProps) {
  return (
    <StatusCard title="Error">
      <p className="mt-2 font-medium">{failed}</p>
      {detail !== failed ? (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{detail}</p>
      ) : null}
      <div className={actions}>
        {children}
        {showLobby ? (
          <ButtonLink to={partyPath(code, 'lobby')} variant="secondary">
            Back to Lobby
          </ButtonLink>
        ) : null}
        <ButtonLink to="/online" variant="secondary">
          Back to Online Hub
        </ButtonLink>
      </div>
    </StatusCard>
  );
}
