import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FinalScoreboard } from './final-scoreboard';

const team = (name: string, score: number) => ({ name, score, attempts: 3, guesses: [] });

describe('Final Scoreboard (equal scores share a place)', () => {
  it('[WIN-3][VIEW-6] shows Tigers 3 and Bears 3 both as "2nd =", and the next team 4th', () => {
    render(
      <FinalScoreboard
        teams={[team('Tigers', 3), team('Sharks', 5), team('Bears', 3), team('Whales', 1)]}
      />,
    );
    const rows = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('[data-place]')?.textContent)).toEqual([
      '1st',
      '2nd =, tied',
      '2nd =, tied',
      '4th',
    ]);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Sharks'),
      expect.stringContaining('Tigers'),
      expect.stringContaining('Bears'),
      expect.stringContaining('Whales'),
    ]);
  });
});
