import { useState } from 'react';
import { Button, Card, Message, Page, PageTitle } from '../ui';
import { DisplayNameField } from './display-name-field';
import { useJoinWithName } from './use-join-with-name';

/**
 * /join/{code} (a join link or the lobby's QR code) opens on this step: the name,
 * prefilled with the player's current one and editable, then "Join Party", one tap to the
 * lobby. A newcomer needs no sign-in first: a guest session is made under that name.
 */
export function JoinNameStep({ code }: { code: string }) {
  const { user, busy, error, codeError, join } = useJoinWithName();
  const [name, setName] = useState(user?.displayName ?? '');
  return (
    <Page width="narrow">
      <PageTitle subtitle={`Party ${code}`}>Join the Party</PageTitle>
      <Card>
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void join(code, name);
          }}
        >
          <DisplayNameField value={name} onChange={setName} disabled={busy} />
          {codeError ? <Message tone="error">{codeError}</Message> : null}
          {error ? <Message tone="error">{error}</Message> : null}
          <Button type="submit" size="lg" variant="success" disabled={busy || name.trim() === ''}>
            {busy ? 'Joining...' : 'Join Party'}
          </Button>
        </form>
      </Card>
    </Page>
  );
}
