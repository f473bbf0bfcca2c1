export type * from './party-state';
export * from './survey-state';
export { surveyView, viewerSurvey } from './survey-view';
export { SURVEY_TOPIC_CATEGORY, surveyBoardTopic } from './survey-boards';
export { isSurveySeconds } from './survey-rules';
export type { BackTarget, PartyCommand, PartyCommandType, PartyResult } from './party-commands';
export { HOST_COMMANDS } from './party-commands';
export { createParty, defaultTeams, type CreatePartyInput } from './create-party';
export { activeMembers, isExpired, isHost, requireHost } from './access';
export { isJoinableBy } from './join-lookup';
export { canStart } from './lobby';
export { setupValidation, type SetupCheck } from './team-setup';
export { beginValidation, distributeEvenly, type BeginCheck } from './team-assignment';
export { ONLINE_TIME_EXPIRED, turnDeadlineFrom } from './guess';
export { applyPartyCommand } from './apply-command';
export {
  partyView,
  sharedPartyView,
  viewerInfo,
  type PartyView,
  type SharedPartyView,
  type TopicView,
  type ViewerInfo,
} from './party-view';
export {
  applyPatch,
  applyViewDelta,
  diffJson,
  nextView,
  PatchMismatch,
  sameJson,
  viewDelta,
  type ArrayPatch,
  type ObjectPatch,
  type ViewPatch,
  type ViewUpdate,
  type ViewUpdateOutcome,
} from './view-delta';
export {
  HOST_MODES,
  hostModeOf,
  isQuizmaster,
  mayJudgeTopic,
  playingMembers,
  type HostMode,
  type QuizmasterFacts,
} from './host-mode';
export { proposeAnswer, type AcceptChoices, type GuessRef } from './host-judgement';
export { GAME_FINISHED, HOST_CHECKING_MS } from './host-checking';
export { GET_READY_MS, getReadySecondsLeft } from './get-ready';
export { isValidAdjustment, MAX_SCORE_ADJUSTMENT } from './score-corrections';
export {
  ADJUSTMENT_WINDOW_MS,
  adjustmentRefusal,
  MAX_ADJUSTMENTS_PER_WINDOW,
  MAX_TEAM_ADJUSTMENT,
  netAdjustment,
} from './adjustment-limits';
export { HOST_CONTROL_MESSAGES, isPaused } from './host-controls';
export { recordedReply, turnTakenReply, type GuessReply } from './guess-reply';
export { NAME_UNCHANGED } from './member-name';
export { endMatch, matchRounds, matchStandings, withTopicPlayed, type MatchTeam } from './rounds';
export {
  isTooCloseToPlayed,
  pickSurpriseTopic,
  TOPIC_DIFFICULTIES,
  twinsOfPlayed,
  type SurpriseCandidate,
  type TopicDifficulty,
  type TopicTwins,
} from './surprise';
export { quickStartTeams } from './quick-start';
export { roundTopScorers, teamPlaceText, topScorerText, type ScorerLine } from './round-results';
