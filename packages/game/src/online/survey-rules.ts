import { MESSAGES } from '../messages';
import type { RuleResult } from '../types';
import { fail } from './access';
import type { PartyState } from './party-state';

/** Placeholder until the survey rules land (the types come first). */
export function surveyNotReady(_state: PartyState): RuleResult<PartyState> {
  return fail(MESSAGES.unknownCommand);
}
