import { useState } from 'react';
import { isValidPartyCode } from '@trivia/game';
import { Button, Card, CardTitle, Message } from '../../ui';
import { PartyCodeInput } from '../../join/party-code-input';
import { DisplayNameField } from '../../join/display-name-field';
import { useJoinWithName } from '../../join/use-join-with-name';

/**
 * Join from the front door: a newcomer with a code types it and a name and taps
 * "Join Party" once to land in the lobby (a guest session is made on the way); a signed-in
 * user skips the name (a guest may change theirs here). A wrong code is said under the code
 * box, and nothing is made.
 */
export function JoinCard() {
  const { user, busy, error, codeError, clearCodeError, join } = useJoinWithName();
  const [code, setCode] = useState('');
  const [name, setName] = useState(user?.isGuest ? user.displayName : '');
  const asksName = user === null || user.isGuest;
  const ready = isValidPartyCode(code) && (!asksName || name.trim() !== '') && !busy;
  return (
    <Card>
      <form
        aria-label="Join a Party"
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) void join(code, asksName ? name : '');
        }}
      >
        <CardTitle>Join a Party</CardTitle>
        <PartyCodeInput
          value={code}
          onChange={(next) => {
            setCode(next);
            clearCodeError();
          }}
          disabled={busy}
          error={codeError}
        />
        {asksName ? <DisplayNameField value={name} onChange={setName} disabled={busy} /> : null}
        {error ? <Message tone="error">{error}</Message> : null}
        <Button type="submit" size="lg" variant="success" disabled={!ready}>
          {busy ? 'Joining...' : 'Join Party'}
        </Button>
      </form>
    </Card>
  );
}
