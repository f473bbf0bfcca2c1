// Prints the answer matcher's precision and recall (docs/MATCHING.md): on the matcher's table test and
// on every library answer. Run: npx tsx packages/content/scripts/matcher-quality.ts [--list]
import { findBestMatch } from '@trivia/game';
import { RIGHT_GUESSES } from '../../game/src/testing/guess-table';
import { WRONG_GUESSES } from '../../game/src/testing/guess-table-wrong';
import { topics } from '../src/index';
import {
  type Case,
  commonFragmentCases,
  fillerCases,
  fragmentCases,
  positiveCases,
  sameTopicCases,
} from './matcher-quality/library-cases';
import { nameCollisionCases } from './matcher-quality/name-collisions';

const listMisses = process.argv.includes('--list');

const isRight = (c: Case) => findBestMatch(c.guess, c.answers).rank === c.expected;

function report(title: string, cases: readonly Case[]): void {
  const positives = cases.filter((c) => c.expected >= 0);
  const negatives = cases.filter((c) => c.expected < 0);
  const truePositives = positives.filter(isRight).length;
  const falsePositives = negatives.filter((c) => !isRight(c)).length;
  // A positive found at the wrong rank is both a miss and a wrong acceptance.
  const wrongRank = positives.filter((c) => !isRight(c) && findBestMatch(c.guess, c.answers).found);
  const accepted = truePositives + falsePositives + wrongRank.length;
  const precision = accepted === 0 ? 1 : truePositives / accepted;
  const recall = positives.length === 0 ? 1 : truePositives / positives.length;
  console.log(
    `\n${title}: ${cases.length} guesses (${positives.length} right, ${negatives.length} wrong)`,
  );
  console.log(`  precision ${precision.toFixed(3)}  recall ${recall.toFixed(3)}`);
  const kinds = [...new Set(cases.map((c) => c.kind))];
  for (const kind of kinds) {
    const ofKind = cases.filter((c) => c.kind === kind);
    const misjudged = ofKind.filter((c) => !isRight(c));
    console.log(
      `  ${kind.padEnd(26)} ${String(misjudged.length).padStart(5)} of ${ofKind.length} misjudged`,
    );
    if (listMisses) for (const c of misjudged) console.log(`      ${describe(c)}`);
  }
}

function describe(c: Case): string {
  const found = findBestMatch(c.guess, c.answers);
  const names = c.answers
    .map((answer) => (typeof answer === 'string' ? answer : answer.text))
    .join(' | ');
  return `"${c.guess}" -> #${found.rank + 1} (want #${c.expected + 1}) in [${names}]`;
}

const tableCases: Case[] = [...RIGHT_GUESSES, ...WRONG_GUESSES].map(([guess, answer, ok]) => ({
  kind: ok ? 'table, right' : 'table, wrong',
  guess,
  answers: [answer],
  expected: ok ? 0 : -1,
}));
const everyAnswer = topics.flatMap((topic) => topic.answers);

report('Table test (packages/game/src/testing/guess-table*.ts)', tableCases);
report(`Library (${topics.length} topics, ${everyAnswer.length} answers)`, [
  ...positiveCases(topics),
  ...fragmentCases(topics),
  ...commonFragmentCases(everyAnswer),
  ...fillerCases(everyAnswer),
  ...sameTopicCases(topics),
  ...nameCollisionCases(topics),
]);

const hitByFragment = everyAnswer.filter((answer) =>
  commonFragmentCases([answer]).some((c) => !isRight(c)),
).length;
const hitByFiller = fillerCases(everyAnswer).filter((c) => !isRight(c)).length;
console.log(`\n${hitByFragment} of ${everyAnswer.length} answers are matched by a common fragment`);
console.log(`${hitByFiller} filler guess/answer pairs score`);
