import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { saidItText, surveyBoard, surveyMinPeople, surveyTopic } from './board';
import { groupSurveyAnswers } from './group-answers';
import { groupOf } from './group-shape';
import type { SurveyBoard, SurveyGroup } from './types';
import { said } from '../testing/survey-builders';

/** A group of `count` people saying `name`, first said at `firstOrder`. */
function group(name: string, count: number, firstOrder: number): SurveyGroup {
  return groupOf(
    Array.from({ length: count }, (_, i) => ({
      memberId: `${name}-${i}`,
      text: name,
      order: firstOrder + i * 100,
    })),
  );
}

function boardOf(groups: readonly SurveyGroup[], memberCount: number): SurveyBoard {
  const result = surveyBoard(groups, memberCount);
  if (!result.ok) throw new Error(result.reason);
  return result.board;
}

const slotNames = (board: SurveyBoard) => board.slots.map((slot) => slot.text);

describe('surveyBoard', () => {
  it('[SURVEY-3] needs two people per group in a party of 6 or more members', () => {
    const groups = [
      group('pizza', 3, 0),
      group('taco', 2, 1),
      group('sushi', 2, 2),
      group('kale', 1, 3),
    ];
    expect(surveyMinPeople(6)).toBe(2);
    expect(slotNames(boardOf(groups, 6))).toEqual(['pizza', 'taco', 'sushi']);
    expect(slotNames(boardOf(groups, 12))).toEqual(['pizza', 'taco', 'sushi']);
  });

  it('[SURVEY-3] counts every group in a party of fewer than 6 members', () => {
    const groups = [group('pizza', 2, 0), group('taco', 1, 1), group('sushi', 1, 2)];
    expect(surveyMinPeople(5)).toBe(1);
    expect(slotNames(boardOf(groups, 5))).toEqual(['pizza', 'taco', 'sushi']);
  });

  it('[SURVEY-3] never puts a group with no letter or digit on the board', () => {
    const groups = [
      group('??', 4, 0),
      group('pizza', 2, 1),
      group('taco', 1, 2),
      group('sushi', 1, 3),
    ];
    expect(slotNames(boardOf(groups, 4))).toEqual(['pizza', 'taco', 'sushi']);
  });

  it('[SURVEY-4] takes the five largest groups by count, ties to the group said first', () => {
    const groups = [
      group('kale', 1, 0),
      group('taco', 2, 9),
      group('pizza', 4, 5),
      group('sushi', 2, 3),
      group('fries', 3, 7),
      group('soup', 1, 1),
      group('apple', 2, 8),
    ];
    const board = boardOf(groups, 5);
    expect(slotNames(board)).toEqual(['pizza', 'fries', 'sushi', 'apple', 'taco']);
    expect(board.slots.map((slot) => slot.count)).toEqual([4, 3, 2, 2, 2]);
  });

  it('[SURVEY-4] makes a shorter board from three or four groups', () => {
    const groups = [
      group('pizza', 2, 0),
      group('taco', 2, 1),
      group('sushi', 2, 2),
      group('soup', 2, 3),
    ];
    expect(boardOf(groups, 8).slots).toHaveLength(4);
    expect(boardOf(groups.slice(0, 3), 8).slots).toHaveLength(3);
  });

  it('[SURVEY-4] makes no board from fewer than three groups', () => {
    const groups = [group('pizza', 5, 0), group('taco', 2, 1), group('sushi', 1, 2)];
    expect(surveyBoard(groups, 8)).toEqual({ ok: false, reason: MESSAGES.notEnoughSurveyAnswers });
    expect(surveyBoard([], 3)).toEqual({
      ok: false,
      reason: 'Not enough answers: ask more people or pick another prompt',
    });
  });

  it('[SURVEY-5][SCORE-1] gives each slot the points of its rank, 5 for the top answer', () => {
    const groups = [group('pizza', 3, 0), group('taco', 2, 1), group('sushi', 1, 2)];
    expect(boardOf(groups, 3).slots.map((slot) => slot.points)).toEqual([5, 4, 3]);
  });

  it('[SURVEY-5] keeps the group’s other plain spellings as the slot’s aliases', () => {
    const groups = groupSurveyAnswers(
      said(
        ['ann', 'Pizza'],
        ['bob', 'pizza'],
        ['cy', 'Pizza'],
        ['dee', 'pizzas'],
        ['eve', 'PIZZAS!'],
        ['fay', 'the pizza'],
        ['ann', 'taco'],
        ['bob', 'sushi'],
      ),
    );
    const [top] = boardOf(groups, 4).slots;
    expect(top).toEqual({ text: 'Pizza', aliases: ['pizzas', 'the pizza'], count: 6, points: 5 });
  });

  it('[SURVEY-5] keeps at most 20 aliases a slot', () => {
    const answers = Array.from({ length: 30 }, (_, i) => ({
      memberId: `m${i}`,
      text: i === 0 ? 'pizza' : `pizza no ${i}`,
      order: i,
    }));
    const groups = [groupOf(answers), group('taco', 1, 40), group('sushi', 1, 41)];
    expect(boardOf(groups, 3).slots[0]?.aliases).toHaveLength(20);
  });

  it('[SURVEY-5] turns the board into a family-feud topic, answers in rank order', () => {
    const groups = [
      group('pizza', 3, 0),
      group('taco', 2, 1),
      groupOf(said(['a', 'Sushi'], ['b', 'sushis'])),
    ];
    const topic = surveyTopic(boardOf(groups, 3), {
      id: 'survey-1',
      title: 'Name a food you eat with your hands',
      category: 'Food',
      sourceUrl: 'https://example.com/prompts/1',
      retrievedAt: '2026-11-28',
    });
    expect(topic).toEqual({
      id: 'survey-1',
      gameTypeId: 'family-feud',
      title: 'Name a food you eat with your hands',
      category: 'Food',
      sourceUrl: 'https://example.com/prompts/1',
      retrievedAt: '2026-11-28',
      answers: [{ text: 'pizza' }, { text: 'Sushi', aliases: ['sushis'] }, { text: 'taco' }],
    });
  });

  it('[SURVEY-5] says how many people said a revealed slot', () => {
    expect(saidItText(1)).toBe('1 said it');
    expect(saidItText(7)).toBe('7 said it');
  });
});
