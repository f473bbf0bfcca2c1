import type { PartyStatus } from '@trivia/protocol';
import { must, type Player } from './party-flow';

/** The cast of the authorization matrix: one client each, reused across parties. */
export interface Cast {
  host: Player;
  /** Non-host members: after saveTeams, spread round-robin with the host (team-1, team-2, …). */
  members: [Player, Player, Player];
  kicked: Player;
  stranger: Player;
}

/**
 * `checking`: the "Host is checking…" window (JUDGE-8) after the game's last, refused guess.
 * `survey-open`, `survey-closed`: the lobby with a survey of SURVEY_PROMPT (SURVEY-8) that
 * everyone answered, still open or closed with its board ready.
 */
export type Stage =
  PartyStatus | 'choosing-with-type' | 'checking' | 'survey-open' | 'survey-closed';

/** The library prompt of the survey stages. */
export const SURVEY_PROMPT = 'prompt-animal-lives-sea';

async function surveyed(cast: Cast, code: string, close: boolean): Promise<string> {
  const { host, members } = cast;
  await must(host, 'startSurvey', {
    code,
    prompts: [{ kind: 'library', promptId: SURVEY_PROMPT }],
  });
  const said = ['Dolphin', 'Shark', 'Whale', 'Octopus'];
  for (const [index, member] of [host, ...members].entries()) {
    const answers = [said[index] ?? 'Crab'];
    await must(member, 'answerSurvey', { code, promptId: SURVEY_PROMPT, answers });
  }
  if (close) await must(host, 'closeSurvey', { code });
  return code;
}

/**
 * A fresh party in `stage`: host and three members (the kicked one removed in the lobby);
 * from team_setup on, two teams of two, max 1 attempt each, team-1 to play.
 */
export async function partyAt(cast: Cast, stage: Stage): Promise<string> {
  const { host } = cast;
  const { code } = await must(host, 'createParty', {});
  if (!code) throw new Error('no code');
  for (const player of [...cast.members, cast.kicked]) await must(player, 'joinParty', { code });
  await must(host, 'kick', { code, targetUserId: cast.kicked.userId });
  const steps: Array<[Stage, () => Promise<unknown>]> = [
    ['choosing', () => must(host, 'startGame', { code })],
    ['choosing-with-type', () => must(host, 'chooseGameType', { code, gameTypeId: 'top5-blitz' })],
    ['setup', () => must(host, 'chooseTopic', { code, topicId: 'largest-oceans' })],
    [
      'team_setup',
      () =>
        must(host, 'saveTeams', {
          code,
          teamNames: ['Team 1', 'Team 2'],
          maxAttempts: 1,
          turnSeconds: 30,
        }),
    ],
    ['playing', () => must(host, 'beginGame', { code })],
    [
      'checking',
      async () => {
        await must(host, 'guess', { code, text: 'mediterranean' });
        await must(roles(cast).otherTeamPlayer, 'guess', { code, text: 'caspian' });
      },
    ],
    ['finished', () => must(host, 'skipChecking', { code })],
  ];
  if (stage === 'lobby') return code;
  if (stage === 'survey-open' || stage === 'survey-closed') {
    return surveyed(cast, code, stage === 'survey-closed');
  }
  for (const [reached, step] of steps) {
    await step();
    if (reached === stage) return code;
  }
  throw new Error(`unknown stage ${stage}`);
}

/**
 * saveTeams spreads the members round-robin in join order: host and members[1] on team-1
 * (which plays first), members[0] and members[2] on team-2.
 */
export function roles(cast: Cast) {
  return {
    activeTeamPlayer: cast.members[1],
    otherTeamPlayer: cast.members[0],
    target: cast.members[2],
  };
}
