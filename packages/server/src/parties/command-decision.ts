import { applyPartyCommand, MESSAGES, type PartyCommand, type PartyState } from '@trivia/game';
import type { CommandResult } from '@trivia/protocol';
import type { CommandOutcome } from './command-outcome';
import type { Resolved } from './party-commands';
import { resultOf } from './store/ledger-reply';
import type { Decided, PartyRead } from './store/party-store';

/** Makes the rule command for the party's state, at the time given (or refuses). */
export type MakeCommand = (state: PartyState, now: number) => Resolved<PartyCommand>;

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
