import type { PayloadOf, SendResult } from '../connection';
import type { PartyOutletContext } from '../party/party-context';
import { usePartyCommand } from '../party/use-party-command';

/** The survey's commands (docs/PROTOCOL.md), as the contract gives their payloads. */
export type SurveyPromptPick = { kind: 'library'; promptId: string };

export interface SurveyCommandPayloads {
  startSurvey: {
    code: string;
    prompts?: SurveyPromptPick[];
    surprise?: { count: number; familyOnly?: boolean };
    seconds?: number;
  };
  answerSurvey: { code: string; promptId: string; answers: string[] };
  closeSurvey: { code: string };
  reviewSurvey: { code: string; promptId: string; op: SurveyReviewOp };
  /** SETUP-6 with a survey board: the game begins at once. */
  quickStart: { code: string; pick: { kind: 'survey'; promptId: string } };
  /** A survey board as the party's topic (`survey:<promptId>`). */
  chooseTopic: PayloadOf<'chooseTopic'>;
}

export type SurveyAnswerRef = { memberId: string; order: number };
export type SurveyReviewOp =
  | { kind: 'merge'; a: number; b: number }
  | { kind: 'split'; group: number; answer: SurveyAnswerRef }
  | { kind: 'rename'; group: number; name: string }
  | { kind: 'remove'; group: number; answer: SurveyAnswerRef };

export type SurveyCommand = keyof SurveyCommandPayloads;

/** Sends a survey command on the party's realtime channel. */
export function sendSurvey<T extends SurveyCommand>(
  send: PartyOutletContext['send'],
  type: T,
  payload: SurveyCommandPayloads[T],
): Promise<SendResult> {
  return (send as (type: string, payload: unknown) => Promise<SendResult>)(type, payload);
}

/** usePartyCommand for the survey's commands: busy while sending, a refusal as a toast. */
export function useSurveyCommand() {
  const { busy, run } = usePartyCommand();
  return {
    busy,
    run: run as unknown as <T extends SurveyCommand>(
      type: T,
      payload: SurveyCommandPayloads[T],
    ) => Promise<boolean>,
  };
}
