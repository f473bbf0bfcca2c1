export {
  NAME_MAX_LENGTH,
  ROLE_MARKS,
  ROLE_WORDS,
  nameMessages,
  normalizeName,
  type NameKind,
  type NameOptions,
  type NameResult,
} from './name-rule';
export { isNameTaken, lookAlikeOf, nameSkeleton } from './name-skeleton';
export { truncateName, uniqueNameAmong } from './unique-name';
export { isProfane, maskProfanity, profaneSpans, type ProfaneSpan } from './profanity';
