import { describe, expect, it } from 'vitest';
import { groupSurveyAnswers } from './group-answers';
import { SURVEY_MATCHED_LENGTH, SURVEY_MATCHED_SPELLINGS } from './survey-limits';
import { groupTexts, said, saidByEach } from '../testing/survey-builders';

const names = (texts: readonly string[], aliases?: Record<string, string[]>) =>
  groupSurveyAnswers(saidByEach(...texts), { aliases }).map((group) => group.name);

/** A made-up word of 6 letters, the same for the same seed. */
function pseudoWord(seed: number): string {
  let state = (seed * 2654435761) >>> 0;
  return Array.from({ length: 6 }, () => {
    state = (state * 1103515245 + 12345) >>> 0;
    return String.fromCharCode(97 + (state % 26));
  }).join('');
}

describe('groupSurveyAnswers', () => {
  it('[SURVEY-1] groups case, accents, punctuation and spacing as one spelling', () => {
    expect(groupTexts(groupSurveyAnswers(saidByEach('Pizza!', 'pizza', ' PIZZA ')))).toEqual([
      ['Pizza!', 'pizza', ' PIZZA '],
    ]);
    expect(groupTexts(groupSurveyAnswers(saidByEach('Crème brûlée', 'creme brulee')))).toEqual([
      ['Crème brûlée', 'creme brulee'],
    ]);
  });

  it('[SURVEY-1] groups plurals, one typo in a long word, filler words and spacing as the matcher does', () => {
    const groups = groupSurveyAnswers(
      saidByEach(
        'sandwich',
        'sandwiches',
        'sandwhich',
        'the sandwich',
        'hot dog',
        'hotdog',
        'Hot dogs',
        'tacos',
        'taco',
      ),
    );
    expect(groupTexts(groups)).toEqual([
      ['sandwich', 'sandwiches', 'sandwhich', 'the sandwich'],
      ['hot dog', 'hotdog', 'Hot dogs'],
      ['tacos', 'taco'],
    ]);
  });

  it('[SURVEY-1] groups a shortened word and "n" for "and" as the matcher does', () => {
    const groups = groupSurveyAnswers(
      saidByEach('mac and cheese', 'mac n cheese', 'Mac & Cheese', 'macaroni and cheese'),
    );
    expect(groups).toHaveLength(1);
    expect(groups[0]?.count).toBe(4);
  });

  it('[SURVEY-1] keeps apart what the matcher keeps apart: a typo in a short word, another thing', () => {
    const groups = groupSurveyAnswers(saidByEach('pizza', 'piza', 'burger', 'cheeseburger'));
    expect(groupTexts(groups)).toEqual([['pizza'], ['piza'], ['burger'], ['cheeseburger']]);
  });

  it('[SURVEY-1] joins a spelling to a group through the prompt aliases', () => {
    const aliases = { Pizza: ['za', 'pizza pie'] };
    const groups = groupSurveyAnswers(saidByEach('za', 'pizza', 'taco', 'pizza pie'), {
      aliases,
    });
    expect(groupTexts(groups)).toEqual([['za', 'pizza', 'pizza pie'], ['taco']]);
    expect(names(['za', 'taco'], {})).toEqual(['za', 'taco']);
  });

  it('[SURVEY-1] compares with a group’s leading spelling only, so spellings do not chain', () => {
    const groups = groupSurveyAnswers(
      saidByEach('chicken wings', 'chicken wings', 'chicken', 'chicken soup'),
    );
    expect(groupTexts(groups)).toEqual([
      ['chicken wings', 'chicken wings', 'chicken'],
      ['chicken soup'],
    ]);
  });

  it('[SURVEY-1] lets the spelling said by the most people lead, whatever was said first', () => {
    // "chin" finds "china" (a real part), but "china" does not find "chin": the leader decides.
    expect(groupTexts(groupSurveyAnswers(saidByEach('chin', 'china', 'china')))).toEqual([
      ['chin', 'china', 'china'],
    ]);
    expect(groupTexts(groupSurveyAnswers(saidByEach('chin', 'chin', 'china')))).toEqual([
      ['chin', 'chin'],
      ['china'],
    ]);
  });

  it('[SURVEY-1] puts answers with no letter or digit together, apart from the rest', () => {
    const groups = groupSurveyAnswers(saidByEach('?', '', 'pizza', '!!'));
    expect(groupTexts(groups)).toEqual([['?', '', '!!'], ['pizza']]);
  });

  it('[SURVEY-1] gives the same groups whatever order the answers are listed in', () => {
    const answers = saidByEach('za', 'pizza', 'Pizzas', 'taco', 'chin', 'china', 'tacos');
    const options = { aliases: { Pizza: ['za'] } };
    const forward = groupSurveyAnswers(answers, options);
    expect(groupSurveyAnswers([...answers].reverse(), options)).toEqual(forward);
  });

  it('[SURVEY-2] counts a person once per group, however many of their answers are in it', () => {
    const [group] = groupSurveyAnswers(
      said(['ann', 'pizza'], ['ann', 'pizzas'], ['ann', 'pizza pie'], ['bob', 'Pizza']),
    );
    expect(group?.count).toBe(2);
    expect(group?.answers).toHaveLength(4);
  });

  it('[SURVEY-2] names a group by the spelling most people used, ties to the one said first', () => {
    expect(names(['Pizzas', 'pizza', 'pizza'])).toEqual(['pizza']);
    expect(names(['Pizzas', 'pizza'])).toEqual(['Pizzas']);
    // Two answers of one person are one person's spelling.
    const answers = said(['ann', 'pizzas'], ['ann', 'pizzas'], ['bob', 'pizza'], ['cy', 'pizza']);
    expect(groupSurveyAnswers(answers)[0]?.name).toBe('pizza');
  });

  it('[SURVEY-2] lists groups by count, then by the one said first, answers in the order said', () => {
    const groups = groupSurveyAnswers(
      said(['ann', 'taco'], ['bob', 'pizza'], ['cy', 'Pizza'], ['dee', 'sushi'], ['eve', 'tacos']),
    );
    expect(groups.map((group) => [group.name, group.count, group.firstOrder])).toEqual([
      ['taco', 2, 0],
      ['pizza', 2, 1],
      ['sushi', 1, 3],
    ]);
    expect(groups[0]?.answers.map((answer) => answer.order)).toEqual([0, 4]);
  });

  it(`[SURVEY-7] matches an answer by its first ${SURVEY_MATCHED_LENGTH} characters`, () => {
    const long = `pizza${' really'.repeat(40)}`;
    const groups = groupSurveyAnswers(saidByEach(long, `${long} and more`));
    expect(groups).toHaveLength(1);
    expect(groups[0]?.name).toBe(long);
  });

  it(`[SURVEY-7] groups only the ${SURVEY_MATCHED_SPELLINGS} most said spellings with the matcher`, () => {
    // Four-digit numbers: each names another number, so none joins another (MATCH-12).
    const rare = Array.from({ length: SURVEY_MATCHED_SPELLINGS }, (_, i) => `${1000 + i}`);
    const answers = saidByEach('pizza', 'pizza', ...rare, 'pizzas');
    const groups = groupSurveyAnswers(answers);
    expect(groups).toHaveLength(SURVEY_MATCHED_SPELLINGS + 2);
    expect(groups[0]?.answers.map((answer) => answer.text)).toEqual(['pizza', 'pizza']);
  });

  // The time it takes is the bench's to measure, not a test's: these check the bounded work
  // still puts every answer in a group.
  it('[SURVEY-7] groups 30 members × 3 answers, every answer placed', () => {
    const words = ['pizza', 'taco', 'burger', 'sushi', 'nachos', 'wings', 'fries', 'apple'];
    const answers = Array.from({ length: 90 }, (_, i) => ({
      memberId: `m${i % 30}`,
      text: `${words[i % words.length] ?? ''} ${String.fromCharCode(97 + (i % 26))}special${i}`,
      order: i,
    }));
    const groups = groupSurveyAnswers(answers);
    expect(groups.flatMap((group) => group.answers)).toHaveLength(90);
  });

  it('[SURVEY-7] stays bounded on a flood of long, distinct answers', () => {
    const answers = Array.from({ length: 2000 }, (_, i) => ({
      memberId: `m${i % 50}`,
      text: Array.from({ length: 40 }, (_, w) => pseudoWord(i * 40 + w)).join(' '),
      order: i,
    }));
    const groups = groupSurveyAnswers(answers);
    expect(groups.flatMap((group) => group.answers)).toHaveLength(2000);
  });
});
