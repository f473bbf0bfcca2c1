import type { PayloadOf } from '../connection';

/** startSurvey without the party's code: the prompts picked, or "Surprise me". */
export type SurveyStart =
  PayloadOf<'startSurvey'> extends infer P
    ? P extends { code: string }
      ? Omit<P, 'code'>
      : never
    : never;

export type SurveyReviewOp = PayloadOf<'reviewSurvey'>['op'];
export type SurveyAnswerRef = Extract<SurveyReviewOp, { kind: 'split' }>['answer'];
