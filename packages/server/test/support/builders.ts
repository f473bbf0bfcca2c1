import type { GameType, Topic } from '@trivia/game';
import type { FinishedGame } from '../../src/storage/game-records';
import type { PartyRecord } from '../../src/storage/parties';

export function makeGameType(overrides: Partial<GameType> = {}): GameType {
  return {
    id: 'top5-blitz',
    name: 'Top-5 Blitz',
    description: 'Guess the five ranked answers.',
    maxAnswers: 5,
    ...overrides,
  };
}

export function makeTopic(overrides: Partial<Topic> = {}): Topic {
  return {
    id: 'largest-oceans',
    gameTypeId: 'top5-blitz',
    title: 'Largest oceans',
    category: 'Geography',
    answers: [
      { text: 'Pacific' },
      { text: 'Atlantic' },
      { text: 'Indian' },
      { text: 'Southern', aliases: ['Antarctic'] },
      { text: 'Arctic' },
    ],
    sourceUrl: 'https://en.wikipedia.org/wiki/Ocean',
    retrievedAt: '2025-01-15',
    ...overrides,
  };
}

/**
 * A small catalog: one game type with three topics, and one with none. "Largest oceans" and
 * "Tallest mountains" are of the library's online set, "Longest rivers" of its offline set
 * (TOPIC-7, @trivia/content librarySetOf).
 */
export function makeContent() {
  return {
    gameTypes: [
      makeGameType(),
      makeGameType({ id: 'family-feud', name: 'Family Feud', description: 'Survey says.' }),
    ],
    topics: [
      makeTopic(),
      makeTopic({ id: 'tallest-mountains', title: 'Tallest mountains', category: 'Geography' }),
      makeTopic({
        id: 'longest-rivers',
        title: 'Longest rivers',
        answers: [
          { text: 'Nile' },
          { text: 'Amazon' },
          { text: 'Yangtze' },
          { text: 'Mississippi' },
          { text: 'Yenisei' },
        ],
      }),
    ],
  };
}

export function makeParty(overrides: Partial<PartyRecord> = {}): PartyRecord {
  const createdAt = overrides.createdAt ?? 1_700_000_000_000;
  return {
    code: 'ABC123',
    hostId: 'host-user',
    status: 'lobby',
    version: 1,
    state: { status: 'lobby', teams: [] },
    createdAt,
    expiresAt: createdAt + 7_200_000,
    turnDeadline: null,
    updatedAt: createdAt,
    ...overrides,
  };
}

export function makeFinishedGame(
  overrides: Partial<FinishedGame> & { userId: string },
): FinishedGame {
  return {
    partyCode: 'ABC123',
    topicTitle: 'Largest oceans',
    teamName: 'Team 1',
    score: 9,
    won: true,
    guesses: 4,
    correctGuesses: 3,
    finishedAt: 1_700_000_100_000,
    winners: ['Team 1'],
    ...overrides,
  };
}
