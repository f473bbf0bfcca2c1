import type { PartyCommand, PartyState } from '@trivia/game';
import type { CommandResult } from '@trivia/protocol';

/**
 * What a party command gives back: its result for the ack, or the error shown. Its own
 * module so that party creation and the party service both use it without importing each
 * other (data flows realtime → parties → game and storage).
 */
export type CommandOutcome = { ok: true; result: CommandResult } | { ok: false; error: string };

/** A value, or the error shown instead. */
export type Resolved<T> = { ok: true; value: T } | { ok: false; error: string };

/** Makes the rule command for the party's state, at the time given (or refuses). */
export type MakeCommand = (state: PartyState, now: number) => Resolved<PartyCommand>;
