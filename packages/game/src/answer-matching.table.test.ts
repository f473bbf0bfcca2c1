import { describe, expect, it } from 'vitest';
import { findBestMatch } from './answer-matching';
import { RIGHT_GUESSES as RIGHT, type GuessRow as Row } from './testing/guess-table';
import { WRONG_GUESSES as WRONG } from './testing/guess-table-wrong';

// packages/game is typed without console (it is pure); this test prints its figures anyway.
declare const console: { log(message: string): void };

/** Accepted means found among a topic of one answer at the default threshold (MATCH-4). */
function isAccepted([guess, answer]: Row): boolean {
  return findBestMatch(guess, [answer]).found;
}

describe('Answer matching, judged on a table of party guesses', () => {
  const rows = [...RIGHT, ...WRONG];
  const accepted = rows.filter(isAccepted);
  const truePositives = accepted.filter(([, , shouldMatch]) => shouldMatch).length;
  const precision = truePositives / accepted.length;
  const recall = truePositives / RIGHT.length;

  it('[MATCH-1] holds at least 100 realistic guesses, right and wrong', () => {
    expect(rows.length).toBeGreaterThanOrEqual(100);
    expect(RIGHT.every(([, , shouldMatch]) => shouldMatch)).toBe(true);
    expect(WRONG.every(([, , shouldMatch]) => !shouldMatch)).toBe(true);
  });

  it('[MATCH-1][MATCH-10] accepts right guesses with recall >= 0.95 and precision >= 0.98', () => {
    const misjudged = rows.filter((row) => isAccepted(row) !== row[2]);
    console.log(
      `answer matching: ${rows.length} guesses, precision ${precision.toFixed(3)}, ` +
        `recall ${recall.toFixed(3)}; misjudged: ${JSON.stringify(misjudged)}`,
    );
    expect(precision).toBeGreaterThanOrEqual(0.98);
    expect(recall).toBeGreaterThanOrEqual(0.95);
  });
});
