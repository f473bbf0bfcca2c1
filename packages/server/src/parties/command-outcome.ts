import type { CommandResult } from '@trivia/protocol';

/**
 * What a party command gives back: its result for the ack, or the error shown. Its own
 * module so that party creation and the party service both use it without importing each
 * other (data flows realtime → parties → game and storage).
 */
export type CommandOutcome = { ok: true; result: CommandResult } | { ok: false; error: string };
