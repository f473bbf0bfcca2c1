export {
  CLOSE_ANSWER_THRESHOLD,
  closestAnswer,
  nameCloseness,
  unrevealedRanks,
  type ProposedAnswer,
} from './closest-answer';
export {
  aliasKey,
  ALIAS_HOSTS_NEEDED,
  aliasSuggestionState,
  canLearnAlias,
  countsTowardLibraryAlias,
  isLiveLibraryAlias,
  MAX_ALIAS_LENGTH,
  withLearnedAliases,
  withoutLearnedAlias,
  type AliasSuggestionState,
  type LearnedAlias,
} from './learned-alias';
export { isJudgeableGuess, type JudgedFacts } from './judgeable';
