import { useEffect, useRef, useState } from 'react';
import { isValidPartyCode } from '@trivia/game';
import { Button, ButtonLink, Card, CardTitle, Message, Page, PageTitle } from '../../ui';
import { HowItWorks } from './how-it-works';
import { PartyCodeInput } from '../../join/party-code-input';
import { useHubActions } from './use-hub-actions';

export interface HubPageProps {
  /** A code from a join link, filled in. */
  initialCode?: string;
  /** Join the filled-in code at once (the join link, after sign-in). */
  autoJoin?: boolean;
  /** The name chosen on the join step, for the lobby to compare. */
  chosenName?: string;
  /** Make a party at once (a host from Home's "Host a Party"). */
  autoCreate?: boolean;
}

/** /online: "Party Play" with "Create Party" and "Join Party", and how it works. */
export function HubPage({
  initialCode = '',
  autoJoin = false,
  chosenName,
  autoCreate = false,
}: HubPageProps) {
  const { busy, createError, joinError, create, join } = useHubActions();
  const [code, setCode] = useState(initialCode);
  const canJoin = isValidPartyCode(code) && busy === null;
  const autoJoined = useRef(false);
  const autoCreated = useRef(false);

  useEffect(() => {
    if (!autoJoin || autoJoined.current || !isValidPartyCode(initialCode)) return;
    autoJoined.current = true;
    void join(initialCode, true, chosenName);
  }, [autoJoin, initialCode, join, chosenName]);

  useEffect(() => {
    if (!autoCreate || autoCreated.current) return;
    autoCreated.current = true;
    void create(true);
  }, [autoCreate, create]);

  return (
    <Page width="wide">
      <PageTitle subtitle="Everyone plays on their own phone. One host, one code, team against team.">
        Party Play
      </PageTitle>
      <div className="grid grid-cols-1 gap-5 md:grid-cols-2">
        <Card className="flex flex-col gap-4">
          <CardTitle>Create Party</CardTitle>
          <p className="text-slate-700 dark:text-slate-200">
            Host a new party and get a code for your friends to join.
          </p>
          {createError ? <Message tone="error">{createError}</Message> : null}
          <Button
            size="lg"
            className="mt-auto"
            disabled={busy !== null}
            onClick={() => void create(false)}
          >
            {busy === 'create' ? 'Creating...' : 'Create Party'}
          </Button>
        </Card>
        <Card>
          <form
            className="flex h-full flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (canJoin) void join(code);
            }}
          >
            <CardTitle>Join Party</CardTitle>
            <PartyCodeInput value={code} onChange={setCode} disabled={busy === 'join'} />
            {joinError ? <Message tone="error">{joinError}</Message> : null}
            <Button
              type="submit"
              size="lg"
              variant="success"
              className="mt-auto"
              disabled={!canJoin}
            >
              {busy === 'join' ? 'Joining...' : 'Join Party'}
            </Button>
          </form>
        </Card>
      </div>
      <HowItWorks />
      <div className="mt-8 flex justify-center">
        <ButtonLink to="/" variant="secondary">
          Back to Home
        </ButtonLink>
      </div>
    </Page>
  );
}
