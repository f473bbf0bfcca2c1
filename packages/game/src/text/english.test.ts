import { describe, expect, it } from 'vitest';
import {
  countOf,
  isPluralName,
  joinNames,
  ordinal,
  placeText,
  pointsShort,
  pointsText,
  pointsUnit,
  possessive,
  turnText,
  winsText,
} from './english';

describe('English by plural rules, not concatenation', () => {
  it('[VIEW-6] counts with the right noun: "1 point", "0 points", "4 points"', () => {
    expect(pointsText(1)).toBe('1 point');
    expect(pointsText(0)).toBe('0 points');
    expect(pointsText(4)).toBe('4 points');
    expect(pointsShort(1)).toBe('1 pt');
    expect(pointsShort(5)).toBe('5 pts');
    expect(pointsUnit(1)).toBe('pt');
    expect(countOf(1, 'topic', 'topics')).toBe('1 topic');
    expect(countOf(12, 'topic', 'topics')).toBe('12 topics');
  });

  it('[VIEW-6] writes places as ordinals, shared ones as "2nd ="', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
    ]);
    expect(placeText(2, true)).toBe('2nd =');
    expect(placeText(4, false)).toBe('4th');
  });

  it('[VIEW-6] "Whales\' turn", not "Whales\'s turn"; "Team Blue\'s turn"', () => {
    expect(turnText('Whales')).toBe("Whales' turn");
    expect(turnText('Team Blue')).toBe("Team Blue's turn");
    expect(possessive('SHARKS')).toBe("SHARKS'");
    expect(possessive('Team 1')).toBe("Team 1's");
  });

  it('[VIEW-6] "Sharks win!" for a plural team name, "Team Red wins!" for a singular one', () => {
    expect(winsText('Sharks')).toBe('Sharks win!');
    expect(winsText('The Quiz Kids')).toBe('The Quiz Kids win!');
    expect(winsText('Team Red')).toBe('Team Red wins!');
    expect(winsText('Team 1')).toBe('Team 1 wins!');
    for (const one of ['The Boss', 'Walrus', 'Atlantis', 'Us', 'Team 2']) {
      expect(isPluralName(one)).toBe(false);
    }
    for (const many of ['Tigers', 'Bears', 'Whales', 'Smarty Pants']) {
      expect(isPluralName(many)).toBe(true);
    }
  });

  it('[VIEW-6] joins names in plain English', () => {
    expect(joinNames([])).toBe('');
    expect(joinNames(['Tigers'])).toBe('Tigers');
    expect(joinNames(['Tigers', 'Bears'])).toBe('Tigers and Bears');
    expect(joinNames(['A', 'B', 'C'])).toBe('A, B and C');
  });
});
