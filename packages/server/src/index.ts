/** @trivia/server: the app builder and the storage layer for the party engine and the admin CLI. */
export { buildApp, type AppDeps } from './app';
export type { AppContext } from './app-context';
export { parseConfig, ConfigError, isGoogleEnabled, type Config } from './config';
export { authenticateToken, type Auth } from './auth/current-user';
export { SESSION_COOKIE } from './auth/session-cookie';
export { isSameOrigin } from './http/csrf';
export { sweepExpired, startExpirySweep } from './maintenance/expiry-sweep';
export { openDatabase, type Database, type StorageKind } from './storage/database';
export { migrateToLatest } from './storage/migrations';
export { openPreparedDatabase } from './storage/prepare';
export type { Db, Schema } from './storage/schema';
export {
  importTopics,
  loadBuiltinCatalog,
  type BuiltinContent,
  type ImportSummary,
} from './storage/catalog-import';
export { listTopics, findTopic, type StoredTopic } from './storage/catalog';
export {
  recordFinishedGame,
  getUserStats,
  type FinishedGame,
  type GameRecordEntry,
} from './storage/game-records';
export {
  createParty,
  getParty,
  updateParty,
  deleteExpiredParties,
  type PartyRecord,
} from './storage/parties';
export { saveMember, listMembers, removeMember, type MemberRecord } from './storage/party-members';
export { recordGuess, listGuesses, type GuessInput, type GuessRecord } from './storage/guesses';
export { findUserById, type UserRecord } from './storage/users';
