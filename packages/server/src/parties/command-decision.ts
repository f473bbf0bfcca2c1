import { applyPartyCommand, MESSAGES, turnTakenReply, type PartyState } from '@trivia/game';
import type { CommandResult, PartyChangeCommand } from '@trivia/protocol';
import type { CommandOutcome, MakeCommand } from './command-outcome';
import { resultOf } from './store/ledger-reply';
import type { Decided, PartyRead } from './store/party-store';

export type { MakeCommand } from './command-outcome';

/**
 * The party engine's decision, the same whichever way the change is then stored: a party
 * that is not there, a command applied before (its first reply), a refusal, or the change.
 */
export function decideCommand(
  read: PartyRead | null,
  make: MakeCommand,
  now: number,
): { outcome: CommandOutcome; decided: Decided | null } {
  const unchanged = (outcome: CommandOutcome) => ({ outcome, decided: null });
  if (read === null) return unchanged({ ok: false, error: MESSAGES.partyNotFound });
  if (read.prior !== null) return unchanged({ ok: true, result: read.prior as CommandResult });
  const previous = read.state;
  // The stored clock never runs backwards, even if this instance's clock is behind.
  const at = Math.max(now, previous.party.lastUpdatedAt);
  const command = make(previous, at);
  if (!command.ok) return unchanged(command);
  const applied = applyPartyCommand(previous, command.value);
  if (!applied.ok) return unchanged(applied);
  const next = applied.state;
  const result = resultOf(command.value, next);
  const decided = { command: command.value, previous, next, closed: applied.closed, at, result };
  return { outcome: { ok: true, result }, decided };
}

/**
 * TURN-8: a guess refused because a teammate's guess (or the time-out) had already taken
 * the turn it was typed in is answered with that guess, as information, not an error. The
 * state the refusal was decided on holds that guess (read holding the party, after it was
 * committed): read again, it cost a read of the party's head a refusal (docs/PERFORMANCE.md).
 */
export function answerTurnTaken(
  outcome: CommandOutcome,
  state: PartyState | null,
  userId: string,
  command: PartyChangeCommand,
): CommandOutcome {
  if (outcome.ok || command.type !== 'guess' || command.payload.turn === undefined) return outcome;
  const reply = state === null ? null : turnTakenReply(state, userId, command.payload.turn);
  if (state === null || reply === null) return outcome;
  return { ok: true, result: { version: state.party.version, guess: reply } };
}
