import type { Realtime, SendResult } from '../connection';
import type { RuleSet } from './feud-types';

/** FEUD-9: the host names the two face-off players, by slot. */
export function sendPickFaceOff(
  send: Realtime['send'],
  code: string,
  userIds: [string, string],
): Promise<SendResult> {
  return send('pickFaceOff', { code, userIds });
}

/**
 * FEUD-7: a saveTeams or quickStart payload with the chosen rule set when it differs from the
 * party's current one (absent keeps the party's, so a Classic party sends what it always did).
 */
export function withRuleSet<P extends object>(payload: P, ruleSet: RuleSet, current: RuleSet): P {
  return ruleSet === current ? payload : { ...payload, ruleSet };
}
