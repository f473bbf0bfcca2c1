import type { FeudRound, OfflineGameState, OfflineGuess } from '@trivia/game';

/** One face-off answer as the pass screen shows it once the face-off pair is over. */
export interface ShownFaceOffAnswer {
  teamIndex: number;
  guess: OfflineGuess;
}

/**
 * OFF-11: the answers of a face-off pair that is over (never the one still going: those stay
 * hidden until both are in), in slot order.
 */
export function faceOffPairAnswers(
  state: Pick<OfflineGameState, 'teams'>,
  round: FeudRound,
  pair: number,
): ShownFaceOffAnswer[] {
  return round.faceOffTeams.flatMap((teamIndex, slot) => {
    const guess = state.teams[teamIndex]?.guesses.find(
      (g) => g.place?.phase === 'faceOff' && g.place.slot === slot && g.place.pair === pair,
    );
    return guess === undefined ? [] : [{ teamIndex, guess }];
  });
}
