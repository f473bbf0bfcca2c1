import { initialOfflineState } from '@trivia/game';
import type { OfflineGameState, OfflinePhase, Topic } from '@trivia/game';
import { withSavedSurvey } from '../survey/survey-storage';

/**
 * Where the Offline Party Pack keeps its game between page loads.
 * localStorage holds the whole game and the current turn's deadline, so a refresh mid-game
 * returns to the same turn, the same scores and the same remaining time.
 * sessionStorage holds the chosen topic, time per turn and max attempts (the
 * session values), which also pre-fill the next game's settings during the same session.
 */
export const GAME_STORAGE_KEY = 'trivia.offline.game';
export const SESSION_TOPIC_KEY = 'trivia.offline.topic';
export const SESSION_TIME_PER_TURN_KEY = 'trivia.offline.timePerTurn';
export const SESSION_MAX_ATTEMPTS_KEY = 'trivia.offline.maxAttempts';

/** Bumped when the stored shape changes, so an old save is dropped instead of misread. */
const STORAGE_VERSION = 1;

export interface StoredGame {
  state: OfflineGameState;
  /** Epoch ms when the current turn runs out; null outside play, before Ready and while paused. */
  deadline: number | null;
  /** OFF-8: While paused, the time the turn had left. */
  remainingMs?: number | null;
}

const PHASES: readonly OfflinePhase[] = ['idle', 'topicSelection', 'play', 'results'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A structural check of a saved game: enough that the screens cannot crash on it. */
function isOfflineGameState(value: unknown): value is OfflineGameState {
  if (!isRecord(value)) return false;
  const { phase, teams, revealed, maxAttempts, timePerTurn, activeTeamIndex, turn } = value;
  return (
    PHASES.includes(phase as OfflinePhase) &&
    Array.isArray(teams) &&
    teams.every((t) => isRecord(t) && typeof t.name === 'string' && Array.isArray(t.guesses)) &&
    Array.isArray(revealed) &&
    [maxAttempts, timePerTurn, activeTeamIndex, turn].every((n) => typeof n === 'number') &&
    (value.topic === null || (isRecord(value.topic) && Array.isArray(value.topic.answers)))
  );
}

function readJson(storage: Storage, key: string): unknown {
  try {
    const raw = storage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

function writeJson(storage: Storage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch (err) {
    // A full or blocked storage must not stop the game; it only loses refresh-proofing.
    console.warn('Could not save the offline game', err);
  }
}

/** The saved game, or a fresh one when nothing (valid) is saved. */
export function loadGame(): StoredGame {
  // OFF-13: one saved before Survey Says (or with a broken survey) has none.
  const saved = withSavedSurvey(readJson(localStorage, GAME_STORAGE_KEY));
  if (isRecord(saved) && saved.v === STORAGE_VERSION && isOfflineGameState(saved.state)) {
    const deadline = typeof saved.deadline === 'number' ? saved.deadline : null;
    const remainingMs = typeof saved.remainingMs === 'number' ? saved.remainingMs : null;
    // A game saved before host judgement has no corrections yet; one saved
    // before pass-the-device and pause has its turn running.
    const judgements = Array.isArray(saved.state.judgements) ? saved.state.judgements : [];
    const awaitingReady = saved.state.awaitingReady === true;
    const paused = saved.state.paused === true;
    const last = saved.state.lastGuessTeamIndex;
    const lastGuessTeamIndex = typeof last === 'number' ? last : null;
    // OFF-11: one saved before Feud is a Classic game.
    const { ruleSet, feud: round, faceOffGuesses: pending } = saved.state;
    const feudGame = ruleSet === 'feud' && isRecord(round);
    const feud: Pick<OfflineGameState, 'ruleSet' | 'feud' | 'faceOffGuesses'> = {
      ruleSet: feudGame ? 'feud' : 'classic',
      feud: feudGame ? round : null,
      faceOffGuesses: Array.isArray(pending) && pending.length === 2 ? pending : [null, null],
    };
    return {
      state: { ...saved.state, judgements, awaitingReady, paused, lastGuessTeamIndex, ...feud },
      deadline,
      remainingMs,
    };
  }
  return { state: initialOfflineState, deadline: null, remainingMs: null };
}

export function saveGame(game: StoredGame): void {
  writeJson(localStorage, GAME_STORAGE_KEY, { v: STORAGE_VERSION, ...game });
}

/** /topics: choosing a topic saves the topic and the time per turn in session storage. */
export function saveTopicChoice(topic: Topic, timePerTurn: number): void {
  writeJson(sessionStorage, SESSION_TOPIC_KEY, topic);
  writeJson(sessionStorage, SESSION_TIME_PER_TURN_KEY, timePerTurn);
}

export function saveMaxAttempts(maxAttempts: number): void {
  writeJson(sessionStorage, SESSION_MAX_ATTEMPTS_KEY, maxAttempts);
}

function readSessionNumber(key: string): number | null {
  const value = readJson(sessionStorage, key);
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** The time per turn chosen earlier in this browser session, if any. */
export function loadSessionTimePerTurn(): number | null {
  return readSessionNumber(SESSION_TIME_PER_TURN_KEY);
}

/** The max attempts chosen earlier in this browser session, if any. */
export function loadSessionMaxAttempts(): number | null {
  return readSessionNumber(SESSION_MAX_ATTEMPTS_KEY);
}
