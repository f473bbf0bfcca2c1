import type { PartyView } from '@trivia/game';
import { DEFAULT_RULE_SET, pointsText } from '@trivia/game';
import type { FeudRound, RuleSet } from './feud-types';

type Party = PartyView['party'];
type ViewParts = Pick<PartyView, 'party' | 'viewer' | 'members'>;

/** The Feud fields of the shared view (FEUD rules); absent fields read as Classic. */
export interface FeudFields {
  ruleSet: RuleSet;
  feud: FeudRound | null;
  faceOffUserIds: readonly [string, string] | null;
  feudTurnUserId: string | null;
}

/** The party's rule set and Feud round, with absent fields read as Classic. */
export function feudFields(party: Party): FeudFields {
  return {
    ruleSet: party.ruleSet ?? DEFAULT_RULE_SET,
    feud: party.feud ?? null,
    faceOffUserIds: party.faceOffUserIds ?? null,
    feudTurnUserId: party.feudTurnUserId ?? null,
  };
}

/** The round of a Feud game in play or just played; null in Classic. */
export function feudRound(party: Party): FeudRound | null {
  const fields = feudFields(party);
  return fields.ruleSet === 'feud' ? fields.feud : null;
}

/** What setup shows the rule sets as. */
export const RULE_SET_NAMES: Record<RuleSet, string> = { classic: 'Classic', feud: 'Feud' };

export function ruleSetName(party: Party): string {
  return RULE_SET_NAMES[feudFields(party).ruleSet];
}

/** A team by its index in turn order (the index in party.teams). */
export function teamAt(party: Party, index: number | null) {
  return index === null ? undefined : party.teams[index];
}

export function memberName(view: Pick<PartyView, 'members'>, userId: string | null): string {
  if (userId === null) return 'Someone';
  return view.members.find((m) => m.userId === userId)?.displayName ?? 'Someone';
}

/** The viewer's face-off slot (0 or 1) when they are one of the pair, else null. */
export function viewerFaceOffSlot(view: Pick<PartyView, 'party' | 'viewer'>): 0 | 1 | null {
  const ids = feudFields(view.party).faceOffUserIds;
  if (ids === null) return null;
  if (ids[0] === view.viewer.userId) return 0;
  if (ids[1] === view.viewer.userId) return 1;
  return null;
}

/**
 * FEUD-2, FEUD-3, FEUD-4: who may guess now in a Feud game: the face-off pair (each once),
 * on the floor the one named member of the team in control, in the steal any member of the
 * stealing team.
 */
export function feudCanGuess(view: Pick<PartyView, 'party' | 'viewer'>): boolean {
  const { party, viewer } = view;
  const round = feudRound(party);
  if (round === null || party.status !== 'playing' || party.pausedAt !== null) return false;
  if (!viewer.isMember || viewer.teamId === null || party.hostChecking) return false;
  switch (round.phase) {
    case 'faceOff': {
      const slot = viewerFaceOffSlot(view);
      return slot !== null && round.faceOffAnswers[slot] === null;
    }
    case 'floor':
      return feudFields(party).feudTurnUserId === viewer.userId;
    case 'steal':
      return viewer.teamId === party.activeTeamId;
    default:
      return false;
  }
}

/** The face-off pair by slot: each player's name and team (index, name). */
export function faceOffPair(view: Pick<PartyView, 'party' | 'members'>) {
  const { party } = view;
  const round = feudRound(party);
  if (round === null) return null;
  const ids = feudFields(party).faceOffUserIds;
  return round.faceOffTeams.map((teamIndex, slot) => ({
    slot,
    teamIndex,
    teamName: teamAt(party, teamIndex)?.name ?? '',
    userId: ids?.[slot] ?? null,
    name: ids ? memberName(view, ids[slot] ?? null) : null,
    answered: round.faceOffAnswers[slot] !== null,
  }));
}

/** The headline of the viewer's phone for the round's phase (FEUD rules). */
export function feudHeadline(view: ViewParts): string {
  const { party, viewer } = view;
  const round = feudRound(party);
  if (round === null) return '';
  const pair = faceOffPair(view) ?? [];
  switch (round.phase) {
    case 'faceOff': {
      const slot = viewerFaceOffSlot(view);
      if (slot !== null) {
        const them = pair[slot === 0 ? 1 : 0];
        return `Face-off! ${memberName(view, viewer.userId)} vs ${them?.name ?? 'Someone'}`;
      }
      const [a, b] = pair;
      if (a?.name && b?.name) return `Face-off! ${a.name} vs ${b.name}`;
      return 'Face-off!';
    }
    case 'floor': {
      const team = teamAt(party, round.controlTeam);
      return `${team?.name ?? 'A team'} has the floor`;
    }
    case 'steal':
      return 'STEAL!';
    default:
      return feudWonText(party) ?? '';
  }
}

/**
 * What the viewer does now, or watches, in words: the face-off pair types, the rest watch;
 * on the floor "{name} is guessing" for teammates, a steal chance awaits the others; the
 * stealing team confers.
 */
export function feudWaitingText(view: ViewParts): string {
  const { party, viewer } = view;
  const round = feudRound(party);
  if (round === null) return '';
  if (party.pausedAt !== null) return 'The game is paused. Guessing goes on when the host resumes.';
  if (party.status === 'finished') return feudWonText(party) ?? "That's the game!";
  switch (round.phase) {
    case 'faceOff': {
      const pair = faceOffPair(view) ?? [];
      if (pair.some((p) => p.name === null)) return 'The host is picking the face-off players...';
      const slot = viewerFaceOffSlot(view);
      if (slot !== null) return 'Your answer is in. Waiting for the other player...';
      return `${pair.map((p) => p.name).join(' and ')} are answering. The better answer wins the floor.`;
    }
    case 'floor': {
      const turn = feudFields(party).feudTurnUserId;
      const control = teamAt(party, round.controlTeam);
      if (viewer.teamId !== null && viewer.teamId === control?.id) {
        return `${memberName(view, turn)} is guessing. Help them out!`;
      }
      if (viewer.teamId === null) return `${control?.name ?? 'A team'} has the floor.`;
      return `${control?.name ?? 'A team'} has the floor. Three strikes and you get a chance to steal!`;
    }
    case 'steal': {
      const stealing = party.teams.find((t) => t.id === party.activeTeamId);
      return `${stealing?.name ?? 'A team'} is conferring: one guess to steal the bank.`;
    }
    default:
      return feudWonText(party) ?? '';
  }
}

/** The steal line for the stealing team's phones. */
export const STEAL_CALL = 'STEAL! Confer with your team: one guess takes the bank';

/** FEUD-5: who took the bank and how, once the round is done; null before. */
export function feudWonText(party: Party): string | null {
  const round = feudRound(party);
  if (round === null || round.phase !== 'done' || round.winner === null) return null;
  const team = teamAt(party, round.winner)?.name ?? 'A team';
  const points = pointsText(round.bank);
  switch (round.wonBy) {
    case 'cleared':
      return `${team} cleared the board and banked ${points}!`;
    case 'steal':
      return `${team} stole the bank: ${points}!`;
    default:
      return `${team} held on to the bank: ${points}.`;
  }
}
