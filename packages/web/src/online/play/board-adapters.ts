import type { OfflineTeam, PartyView, Topic } from '@trivia/game';
import { toTopicSummary } from '@trivia/protocol/topic-summary';
import type { BoardState } from '../../board/board-state';
import type { FinaleFacts } from '../../board/use-finale-hold';

/**
 * The online party in the shapes of the offline presentational components (the shared
 * board, team chips, scoreboard, found answers), so both modes show the same board.
 */
export type { BoardState };

type Party = PartyView['party'];

/** Each team with its own guesses of this game, in order. */
export function teamsWithGuesses(view: Pick<PartyView, 'party' | 'guesses'>): OfflineTeam[] {
  return view.party.teams.map((team) => ({
    name: team.name,
    score: team.score,
    attempts: team.attempts,
    guesses: view.guesses
      .filter((guess) => guess.teamId === team.id)
      .map(({ text, correct, rank, points, timedOut }) => ({
        text,
        correct,
        rank,
        points,
        timedOut,
      })),
  }));
}

/**
 * The topic with one slot per answer. While playing the view holds only the revealed
 * answers (VIEW-1): a hidden slot has no text, and the board
 * never shows the text of a slot nobody has found.
 */
function boardTopic(topic: NonNullable<Party['topic']>): Topic {
  const answers = Array.from({ length: topic.answerCount }, (_, rank) => ({
    text: topic.answers.find((answer) => answer.rank === rank)?.text ?? '',
  }));
  return { ...toTopicSummary(topic), answers };
}

/** Who found each revealed answer: the team of the correct guess of that rank. */
function revealedBy(view: Pick<PartyView, 'party' | 'guesses'>): BoardState['revealed'] {
  return view.party.revealedIndices.map((rank) => {
    const finder = view.guesses.find((guess) => guess.correct && guess.rank === rank);
    return {
      rank,
      teamIndex: view.party.teams.findIndex((team) => team.id === finder?.teamId),
    };
  });
}

/** The board of a party view: topic slots, teams with their guesses, who found what. */
export function boardState(view: Pick<PartyView, 'party' | 'guesses'>): BoardState {
  const { topic } = view.party;
  return {
    topic: topic === null ? null : boardTopic(topic),
    teams: teamsWithGuesses(view),
    revealed: revealedBy(view),
  };
}

/** The index of the team whose turn it is, -1 when none. */
export function activeTeamIndex(party: Pick<Party, 'teams' | 'activeTeamId'>): number {
  return party.teams.findIndex((team) => team.id === party.activeTeamId);
}

/** Is the game over, and how many moves it has (guesses plus reveals). */
export function finaleFacts(view: Pick<PartyView, 'party' | 'guesses'>): FinaleFacts {
  return {
    ended: view.party.status === 'finished',
    moves: view.guesses.length + view.party.revealedIndices.length,
  };
}
