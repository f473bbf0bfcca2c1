import type { PartyStatus } from '@trivia/protocol';

/** The party screens, by the last segment of /party/{code}/... (the route table). */
export const PARTY_SCREENS = [
  'lobby',
  'select',
  'topics',
  'survey',
  'setup',
  'teams',
  'play',
  'results',
] as const;
export type PartyScreen = (typeof PARTY_SCREENS)[number];

/** The spinner text of each screen (the product's exact strings). */
export const LOADING_LABELS: Record<PartyScreen, string> = {
  lobby: 'Loading party...',
  select: 'Loading game selection...',
  topics: 'Loading topics...',
  survey: 'Loading survey...',
  setup: 'Loading game setup...',
  teams: 'Loading team assignment...',
  play: 'Loading game...',
  results: 'Loading results...',
};

/** "Failed to load ..." of each screen (the product's exact strings). */
export const LOAD_FAILED: Record<PartyScreen, string> = {
  lobby: 'Failed to load party',
  select: 'Failed to load game selection',
  topics: 'Failed to load topics',
  survey: 'Failed to load survey',
  setup: 'Failed to load game setup',
  teams: 'Failed to load team assignment',
  play: 'Failed to load game',
  results: 'Failed to load results',
};

export function screenOf(pathname: string): PartyScreen {
  const last = pathname.replace(/\/+$/, '').split('/').at(-1) ?? '';
  return (PARTY_SCREENS as readonly string[]).includes(last) ? (last as PartyScreen) : 'lobby';
}

export interface StatusFacts {
  status: PartyStatus;
  isHost: boolean;
  /** The host has picked a game type (status choosing: the topic screen is next). */
  hasGameType: boolean;
  /** A survey is taking answers (Survey Says). */
  surveyOpen?: boolean;
}

/**
 * PARTY-8: The screen a viewer belongs on. lobby → lobby; choosing →
 * select for the host (topics once a game type is chosen), the lobby for others; setup,
 * team_setup, playing and finished → setup, teams, play, results. While a survey is open in
 * the lobby or while choosing, everyone answers it on the survey screen.
 */
export function screenForStatus({
  status,
  isHost,
  hasGameType,
  surveyOpen = false,
}: StatusFacts): PartyScreen {
  if (surveyOpen && (status === 'lobby' || status === 'choosing')) return 'survey';
  switch (status) {
    case 'lobby':
      return 'lobby';
    case 'choosing':
      if (!isHost) return 'lobby';
      return hasGameType ? 'topics' : 'select';
    case 'setup':
      return 'setup';
    case 'team_setup':
      return 'teams';
    case 'playing':
      return 'play';
    case 'finished':
      return 'results';
  }
}

/**
 * PARTY-8: Each party screen redirects to the screen matching the current status: the
 * screen to go to, or null to stay. While the host chooses, a player may stay on the game
 * or topic screen (their waiting messages, e.g. right after handing over host).
 */
export function statusRedirect(current: PartyScreen, facts: StatusFacts): PartyScreen | null {
  const target = screenForStatus(facts);
  if (current === target) return null;
  const waitingWhileChoosing =
    target === 'lobby' &&
    facts.status === 'choosing' &&
    !facts.isHost &&
    (current === 'select' || current === 'topics');
  return waitingWhileChoosing ? null : target;
}
