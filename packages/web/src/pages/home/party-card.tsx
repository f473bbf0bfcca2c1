import { useId, useState } from 'react';
import { isValidPartyCode } from '@trivia/game';
import { Button, Card, Message } from '../../ui';
import { DisplayNameField } from '../../join/display-name-field';
import { PartyCodeInput } from '../../join/party-code-input';
import { useHostWithName } from '../../join/use-host-with-name';
import { useJoinWithName } from '../../join/use-join-with-name';
import { useOnlineStatus, YOU_ARE_OFFLINE } from '../../shell/use-online-status';
import { OnlineIcon } from './mode-icons';

/**
 * The front door of the Online Party Arena: one name, then "Host a Party" (one tap to a new
 * party's lobby) or a code and "Join Party" (one tap to that party's lobby). No sign-in
 * first: a newcomer gets a guest session on the way (AUTH-2); someone signed in, or a
 * returning guest, finds their name filled in and keeps their account. A wrong code is said
 * under the code box and makes nothing (JOIN-6); a refused name, too many tries or no
 * network are said right above the buttons.
 */
export function PartyCard() {
  const joining = useJoinWithName();
  const hosting = useHostWithName();
  const online = useOnlineStatus();
  const { user } = joining;
  const titleId = useId();
  const offlineId = useId();
  const [code, setCode] = useState('');
  // Filled in with the player's name once the session is known, until they type their own.
  const [typedName, setTypedName] = useState<string | null>(null);
  const name = typedName ?? user?.displayName ?? '';
  const busy = joining.busy || hosting.busy;
  // Until the session is known, a tap could make a guest beside an account: wait for it.
  const ready = name.trim() !== '' && online && !busy && !hosting.loading;
  const canHost = ready;
  const canJoin = ready && isValidPartyCode(code);
  // The error of the last tap only: an old one would be read as about the new tap.
  const [lastTap, setLastTap] = useState<'host' | 'join'>('host');
  const error = lastTap === 'host' ? hosting.error : joining.error;
  const describedBy = online ? undefined : offlineId;

  return (
    <Card className="flex flex-col gap-4" aria-labelledby={titleId}>
      <div className="flex items-center gap-3">
        <OnlineIcon />
        <div>
          <h2 id={titleId} className="text-xl font-bold tracking-tight sm:text-2xl">
            Online Party Arena
          </h2>
          <p className="text-sm text-slate-700 dark:text-slate-300">Everyone on their own phone.</p>
        </div>
      </div>
      <form
        aria-label="Host or Join a Party"
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          // Enter (the keyboard's "Go") joins, as before; hosting is its own tap.
          event.preventDefault();
          if (!canJoin) return;
          setLastTap('join');
          void joining.join(code, name);
        }}
      >
        <DisplayNameField value={name} onChange={setTypedName} disabled={busy} hint="" />
        {online ? null : (
          <p id={offlineId} className="text-sm font-semibold text-amber-800 dark:text-amber-300">
            {`${YOU_ARE_OFFLINE}: the Online Party Arena needs a connection.`}
          </p>
        )}
        {error ? <Message tone="error">{error}</Message> : null}
        <Button
          size="lg"
          disabled={!canHost}
          aria-describedby={describedBy}
          onClick={() => {
            if (!canHost) return;
            setLastTap('host');
            void hosting.host(name);
          }}
        >
          {hosting.busy ? 'Starting...' : 'Host a Party'}
        </Button>
        <p
          aria-hidden="true"
          className="flex items-center gap-3 text-sm font-semibold text-slate-600 before:h-px before:flex-1 before:bg-slate-300 after:h-px after:flex-1 after:bg-slate-300 dark:text-slate-300 dark:before:bg-slate-600 dark:after:bg-slate-600"
        >
          or join with the host&apos;s code
        </p>
        <PartyCodeInput
          value={code}
          onChange={(next) => {
            setCode(next);
            joining.clearCodeError();
          }}
          disabled={busy}
          error={joining.codeError}
          hint=""
        />
        <Button
          type="submit"
          size="lg"
          variant="success"
          disabled={!canJoin}
          aria-describedby={describedBy}
        >
          {joining.busy ? 'Joining...' : 'Join Party'}
        </Button>
      </form>
    </Card>
  );
}
