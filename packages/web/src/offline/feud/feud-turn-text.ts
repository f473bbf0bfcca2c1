import type { FeudRound } from '@trivia/game';

/** OFF-11: the turn card's title and line in each part of a Feud round. */
export function feudTurnText(round: FeudRound, team: string): { title: string; line: string } {
  if (round.phase === 'faceOff') {
    return { title: `Face-off: ${team}'s player`, line: 'Answer without showing the others' };
  }
  if (round.phase === 'steal') {
    return { title: `STEAL! ${team}`, line: 'One guess takes the whole bank' };
  }
  return { title: `${team} has the floor`, line: 'Keep guessing: a miss is a strike' };
}
