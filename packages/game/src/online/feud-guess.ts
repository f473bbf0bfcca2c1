import { faceOffAnswer, floorGuess, stealGuess } from '../feud/feud-rules';
import type { FeudGuessPlace } from '../feud/feud-accept';
import type { FeudRound } from '../feud/feud-round';
import {
  faceOffOnlyMessage,
  floorOnlyMessage,
  floorTurnMessage,
  MESSAGES,
  stealOnlyMessage,
} from '../messages';
import { allRevealed } from '../turns';
import type { RuleResult } from '../types';
import { activeMembers, fail } from './access';
import { isFeudGame, withFeudRound } from './feud-party';
import { expiredOutcome, guessingMember, judgeGuess, type GuessOutcome } from './guess';
import { cleanGuessText } from './guess-text';
import type { Party, PartyMember, PartyState } from './party-state';

type FeudParty = Party & { feud: FeudRound };

function nameOf(state: PartyState, userId: string | null | undefined): string {
  return state.members.find((m) => m.userId === userId)?.displayName ?? 'another player';
}

function teamName(party: Party, index: number | null | undefined): string {
  return party.teams[index ?? -1]?.name ?? 'another team';
}

/** Whether `userId` is still a member of `teamId` (a face-off player or floor turn who left is not). */
function stillOn(state: PartyState, userId: string | null | undefined, teamId: string | undefined) {
  return activeMembers(state).some((m) => m.userId === userId && m.teamId === teamId);
}

/**
 * FEUD-8: the face-off slot the member answers for: their own; or the slot of their team
 * whose named player left the party. Refused for everyone else and for a slot answered.
 */
function faceOffSlot(state: PartyState, party: FeudParty, member: PartyMember): RuleResult<0 | 1> {
  const ids = party.faceOffUserIds ?? null;
  const slots: Array<0 | 1> = [0, 1];
  const slot =
    slots.find((s) => ids?.[s] === member.userId) ??
    slots.find((s) => {
      const teamId = party.teams[party.feud.faceOffTeams[s]]?.id;
      return member.teamId === teamId && !stillOn(state, ids?.[s], teamId);
    });
  if (slot === undefined) {
    return fail(faceOffOnlyMessage(nameOf(state, ids?.[0]), nameOf(state, ids?.[1])));
  }
  if (party.feud.faceOffAnswers[slot] !== null) return fail(MESSAGES.faceOffAnswered);
  return { ok: true, state: slot };
}

/**
 * FEUD-8: who may guess now, by phase: in the face-off the two face-off players, once each
 * per pair; on the floor only the member whose go it is (any member of the team when that one
 * left); in the steal any member of the stealing team. Returns where the guess counts.
 */
function feudPlace(
  state: PartyState,
  party: FeudParty,
  member: PartyMember,
): RuleResult<FeudGuessPlace> {
  const round = party.feud;
  if (round.phase === 'faceOff') {
    const slot = faceOffSlot(state, party, member);
    if (!slot.ok) return slot;
    const team = round.faceOffTeams[slot.state];
    return {
      ok: true,
      state: { phase: 'faceOff', team, slot: slot.state, pair: round.faceOffPair },
    };
  }
  const acting = round.phase === 'floor' ? round.controlTeam : (round.stealQueue[0] ?? null);
  if (round.phase === 'done' || acting === null) return fail(MESSAGES.notPlaying);
  const actingId = party.teams[acting]?.id;
  if (member.teamId === null || member.teamId !== actingId) {
    const name = teamName(party, acting);
    return fail(round.phase === 'steal' ? stealOnlyMessage(name) : floorOnlyMessage(name));
  }
  const turnUser = party.feudTurnUserId ?? null;
  if (round.phase === 'floor' && turnUser !== member.userId && stillOn(state, turnUser, actingId)) {
    return fail(floorTurnMessage(nameOf(state, turnUser)));
  }
  return { ok: true, state: { phase: round.phase, team: acting } };
}

/** FEUD-2 to FEUD-4: the round after a guess (rank -1: a miss or a time-out) at `place`. */
function roundAfter(
  round: FeudRound,
  place: FeudGuessPlace,
  outcome: Pick<GuessOutcome, 'rank' | 'points'>,
  cleared: boolean,
): FeudRound {
  if (place.phase === 'faceOff') {
    return faceOffAnswer(round, place.slot ?? 0, outcome.rank, outcome.points);
  }
  if (place.phase === 'floor') return floorGuess(round, outcome.rank, outcome.points, cleared);
  return stealGuess(round, outcome.rank, outcome.points, cleared);
}

/** A guess (or time-out) recorded at `place`, the round moved on, the party after it. */
function recordFeudGuesses(
  state: PartyState,
  party: FeudParty,
  entries: ReadonlyArray<{ place: FeudGuessPlace; outcome: GuessOutcome }>,
  now: number,
  endsTurn: boolean,
): PartyState {
  let round = party.feud;
  let revealed = party.revealedIndices;
  const guesses = [...state.guesses];
  for (const { place, outcome } of entries) {
    if (outcome.correct) revealed = [...revealed, outcome.rank];
    const cleared = allRevealed(revealed.length, party.topic?.answers.length ?? 0);
    round = roundAfter(round, place, outcome, cleared);
    const teamId = party.teams[place.team]?.id ?? '';
    guesses.push({ ...outcome, teamId, turn: party.turn, at: now, feud: place });
  }
  const pairOver = round.phase !== party.feud.phase || round.faceOffPair !== party.feud.faceOffPair;
  const next: PartyState = {
    ...state,
    guesses,
    party: { ...party, revealedIndices: revealed },
  };
  return withFeudRound(next, round, now, endsTurn || pairOver);
}

/**
 * FEUD-8: a guess in a Feud game. The first checks are TURN-4's; then who may guess by phase;
 * the text is cleaned and matched as in Classic (TURN-5: an answer found is refused, free;
 * TURN-7: an empty guess is the sender's time-out). A face-off answer waits for the other
 * player's within the same turn; a floor or steal guess ends the turn.
 */
export function feudGuess(
  state: PartyState,
  userId: string,
  rawText: string,
  now: number,
): RuleResult<PartyState> {
  const member = guessingMember(state, userId);
  if (!member.ok) return member;
  const { party } = state;
  if (!isFeudGame(party) || party.topic === null) return fail(MESSAGES.notPlaying);
  const place = feudPlace(state, party, member.state);
  if (!place.ok) return place;
  const text = cleanGuessText(rawText).toLowerCase();
  if (text === '' && rawText.trim() !== '') return fail(MESSAGES.invisibleGuess);
  const outcome =
    text === ''
      ? { ok: true as const, state: expiredOutcome(userId) }
      : judgeGuess(userId, text, party.topic, party.revealedIndices);
  if (!outcome.ok) return outcome;
  const endsTurn = place.state.phase !== 'faceOff';
  const entry = { place: place.state, outcome: outcome.state };
  return { ok: true, state: recordFeudGuesses(state, party, [entry], now, endsTurn) };
}

/**
 * FEUD-11: the server's timer ends turn `turn` of a Feud game once its deadline passed
 * (TURN-6): each face-off slot not answered is a miss, a floor turn a strike, a steal turn a
 * failed steal. Naming the turn makes it apply once.
 */
export function feudTimeout(state: PartyState, turn: number, now: number): RuleResult<PartyState> {
  const { party } = state;
  if (party.status !== 'playing') return fail(MESSAGES.notPlaying);
  if (turn !== party.turn) return fail(MESSAGES.staleTurn);
  if (party.turnDeadline === null || now < party.turnDeadline) return fail(MESSAGES.turnNotOver);
  if (!isFeudGame(party)) return fail(MESSAGES.notPlaying);
  const round = party.feud;
  const expired = expiredOutcome(null);
  const acting = round.phase === 'floor' ? round.controlTeam : (round.stealQueue[0] ?? null);
  const entries: Array<{ place: FeudGuessPlace; outcome: GuessOutcome }> =
    round.phase === 'faceOff'
      ? ([0, 1] as const)
          .filter((slot) => round.faceOffAnswers[slot] === null)
          .map((slot) => ({
            place: {
              phase: 'faceOff',
              team: round.faceOffTeams[slot],
              slot,
              pair: round.faceOffPair,
            },
            outcome: expired,
          }))
      : round.phase === 'done' || acting === null
        ? []
        : [{ place: { phase: round.phase, team: acting }, outcome: expired }];
  if (entries.length === 0) return fail(MESSAGES.notPlaying);
  return { ok: true, state: recordFeudGuesses(state, party, entries, now, true) };
}
