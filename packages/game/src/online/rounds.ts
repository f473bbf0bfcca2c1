import { MESSAGES, wrongStatusMessage } from '../messages';
import { standings, type Standing } from '../standings';
import type { RuleResult } from '../types';
import { fail, requireHost } from './access';
import type { PartyState, PartyTeam, RoundResult } from './party-state';

/** One team's line of the match standings: its total over the rounds played. */
export interface MatchTeam {
  id: string;
  name: string;
  /** The team's points summed over every round of the match. */
  score: number;
}

/**
 * ROUND-1: the rounds a match counts: those played before, and the current game once it is
 * finished (a game still in play does not count yet).
 */
export function matchRounds(party: MatchFacts): RoundResult[] {
  const before = party.rounds ?? [];
  if (party.status !== 'finished' || party.topic === null) return before;
  return [...before, roundOf(party.topic.title, party.teams)];
}

/** What matchRounds reads: a party's state, or the party of a phone's view. */
export interface MatchFacts {
  status: PartyState['party']['status'];
  rounds?: RoundResult[] | undefined;
  topic: { title: string } | null;
  teams: readonly Pick<PartyTeam, 'id' | 'name' | 'score'>[];
}

function roundOf(
  topicTitle: string,
  teams: readonly Pick<PartyTeam, 'id' | 'name' | 'score'>[],
): RoundResult {
  return { topicTitle, teams: teams.map(({ id, name, score }) => ({ id, name, score })) };
}

/**
 * ROUND-1: the match standings: each team's total over `rounds` (teams are the same team by
 * id; the name is the latest round's), ranked and tied as final standings are (WIN-3).
 */
export function matchStandings(rounds: readonly RoundResult[]): Standing<MatchTeam>[] {
  const totals = new Map<string, MatchTeam>();
  for (const round of rounds) {
    for (const team of round.teams) {
      const before = totals.get(team.id)?.score ?? 0;
      totals.set(team.id, { id: team.id, name: team.name, score: before + team.score });
    }
  }
  const ordered = [...totals.values()].sort((a, b) => a.id.localeCompare(b.id, 'en'));
  return standings(ordered);
}

/** ROUND-9: the rounds a party keeps listed; older ones are folded into the first entry. */
export const MAX_MATCH_ROUNDS = 20;

/** ROUND-9: the title of the entry that holds the rounds folded together. */
export const EARLIER_ROUNDS_TITLE = 'Earlier rounds';

/** ROUND-9: the topic ids a party remembers as played (more than the library holds). */
export const MAX_PLAYED_TOPICS = 1000;

/**
 * ROUND-9: at most MAX_MATCH_ROUNDS rounds, the oldest two folded into one "Earlier rounds"
 * entry until they fit: each team's total over the match stays the same, and the state a
 * command writes stays bounded however long the evening.
 */
export function boundedRounds(rounds: readonly RoundResult[]): RoundResult[] {
  const kept = [...rounds];
  while (kept.length > MAX_MATCH_ROUNDS) {
    const [first, second, ...rest] = kept;
    if (first === undefined || second === undefined) break;
    const folded = matchStandings([first, second])
      .map(({ team }) => ({ id: team.id, name: team.name, score: team.score }))
      .sort((a, b) => a.id.localeCompare(b.id, 'en'));
    kept.splice(0, kept.length, { topicTitle: EARLIER_ROUNDS_TITLE, teams: folded }, ...rest);
  }
  return kept;
}

/**
 * ROUND-2: leaving a finished game for another one keeps it as a round of the match; after
 * "End Match" the next game starts a new match (no rounds yet).
 */
export function withRoundArchived(state: PartyState): PartyState {
  const { party } = state;
  if (party.status !== 'finished') return state;
  const rounds = party.matchOver === true ? [] : boundedRounds(matchRounds(party));
  return { ...state, party: { ...party, rounds, matchOver: false } };
}

/**
 * ROUND-3 "End Match" (host, on the results): the match is over; the results crown the match
 * winner. The next game starts a new match.
 */
export function endMatch(state: PartyState, userId: string): RuleResult<PartyState> {
  const host = requireHost(state, userId);
  if (!host.ok) return host;
  if (state.party.status !== 'finished') return fail(wrongStatusMessage(state.party.status));
  if (state.party.matchOver === true) return fail(MESSAGES.matchAlreadyOver);
  return { ok: true, state: { ...state, party: { ...state.party, matchOver: true } } };
}

/**
 * ROUND-4: the topics the party played, least recently played first: a topic played again
 * moves to the end. Begin Game records each game's topic.
 */
export function withTopicPlayed(played: readonly string[], topicId: string): string[] {
  // ROUND-9: the oldest fall off past MAX_PLAYED_TOPICS.
  return [...played.filter((id) => id !== topicId), topicId].slice(-MAX_PLAYED_TOPICS);
}

const NONE_PLAYED: readonly string[] = Object.freeze([]);

/**
 * ROUND-4, ROUND-8: the played topics a view may name: those of finished games, so a topic's
 * chooser marks the same twins the server refuses, after "End Match" too. The topic of a game
 * not finished yet stays out (VIEW-1): its id would name the topic in play. Every recorded
 * topic other than the current one had its game finished (a game leaves play only finished).
 */
export function finishedTopicIds(
  party: Pick<PartyState['party'], 'status' | 'topic' | 'playedTopicIds'>,
): readonly string[] {
  const played = party.playedTopicIds ?? NONE_PLAYED;
  const { topic } = party;
  if (party.status === 'finished' || topic === null || !played.includes(topic.id)) return played;
  return played.filter((id) => id !== topic.id);
}
