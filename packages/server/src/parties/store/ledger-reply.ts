import { recordedReply, type PartyCommand, type PartyState } from '@trivia/game';
import type { CommandResult } from '@trivia/protocol';

/**
 * The reply to an applied command, as the ledger records it: the new version, and for a
 * guess its outcome. The engine answers with it, and the journal's
 * recovery records it again for a command it applies again.
 */
export function resultOf(command: PartyCommand, next: PartyState): CommandResult {
  const result: CommandResult = { version: next.party.version };
  const last = next.guesses.at(-1);
  if (command.type === 'guess' && last !== undefined) result.guess = recordedReply(last);
  return result;
}
