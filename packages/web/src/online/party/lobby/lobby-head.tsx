import { canStart, countOf } from '@trivia/game';
import { useLocation } from 'react-router';
import { Button, Card, Message, Spinner } from '../../../ui';
import type { LobbyArrival } from '../../hub/use-hub-actions';
import { useToast } from '../../../ui/toast';
import { waitingHeadline } from '../waiting-words';
import type { PartyView } from '@trivia/protocol';
import { joinLink } from './share-party';
import { ruleSetName } from '../../feud/feud-view';

export function playerCountLabel(count: number): string {
  return `${countOf(count, 'player', 'players')} in the party`;
}

/**
 * NAME-7: When the name asked for on the join step looked like another member's, the party
 * lists this player numbered ("Sam (2)"): say so, clearly, instead of leaving them to guess.
 */
export function nameTakenNotice(chosen: string | undefined, listed: string | undefined) {
  if (!chosen || !listed) return null;
  const asked = chosen.trim().replace(/\s+/g, ' ');
  if (listed === asked || !/ \(\d+\)$/.test(listed)) return null;
  return `"${asked}" is already taken in this party, so you are "${listed}" here. You can change your name in your profile.`;
}

export interface LobbyHeadProps {
  code: string;
  view: PartyView;
  isHost: boolean;
  starting: boolean;
  onStart: () => void;
}

/**
 * The phone lobby: the code, "Share", the member count and the host's primary
 * action (Start Game) in one card, inside 360×640 without scrolling; the QR code and the
 * link follow below.
 */
export function LobbyHead({ code, view, isHost, starting, onStart }: LobbyHeadProps) {
  const { showToast } = useToast();
  const count = view.members.length;
  const arrival = useLocation().state as Partial<LobbyArrival> | null;
  const listed = view.members.find((m) => m.userId === view.viewer.userId)?.displayName;
  const taken = nameTakenNotice(arrival?.chosenName, listed);
  const share = async () => {
    const url = joinLink(code);
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title: `Join party ${code}`, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      showToast('Link copied!', 'success');
    } catch (err) {
      // A cancelled share sheet is not an error; a refused clipboard says where the link is.
      if (err instanceof DOMException && err.name === 'AbortError') return;
      showToast('Could not share: the link and QR code are below.', 'error');
    }
  };
  return (
    <Card aria-label="Party" className="flex flex-col items-center gap-3 text-center">
      {taken ? <Message tone="info">{taken}</Message> : null}
      <h2 className="text-sm font-bold tracking-wide text-slate-600 uppercase dark:text-slate-300">
        Party Code
      </h2>
      <p className="font-display text-5xl font-extrabold tracking-[0.2em] text-brand-700 sm:text-6xl dark:text-brand-300">
        {code}
      </p>
      <p className="text-lg font-semibold">{playerCountLabel(count)}</p>
      <p data-testid="lobby-rule-set" className="text-base font-medium">
        Rules: {ruleSetName(view.party)}
      </p>
      <div className="flex w-full flex-col gap-2 sm:flex-row sm:justify-center">
        {isHost && canStart(count) ? (
          <Button size="lg" variant="success" disabled={starting} onClick={onStart}>
            Start Game
          </Button>
        ) : null}
        {isHost && !canStart(count) ? (
          <p className="rounded-xl bg-slate-100 px-4 py-3 font-semibold dark:bg-slate-800">
            Need at least 2 players to start
          </p>
        ) : null}
        <Button size="lg" variant="secondary" onClick={() => void share()}>
          Share Invite
        </Button>
      </div>
      {isHost ? null : view.party.status === 'choosing' ? (
        <Spinner label={waitingHeadline(view.party)} className="py-2" />
      ) : (
        <p className="text-slate-700 dark:text-slate-200">{waitingHeadline(view.party)}</p>
      )}
    </Card>
  );
}
