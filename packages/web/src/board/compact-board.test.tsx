import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gameInPlay, guess, play } from '../test/offline-fixtures';
import { CompactBoard } from './compact-board';

const slots = () => Array.from(screen.getByTestId('compact-board').querySelectorAll('li'));

describe('the board at a glance (phones)', () => {
  it('shows the five slots with their points, a found one with its text and finder symbol', () => {
    render(<CompactBoard board={play(gameInPlay(), guess('saturn'))} />);
    expect(slots().map((slot) => slot.textContent)).toEqual([
      '1? ? ?5 pts',
      '2Saturn▲4 pts',
      '3? ? ?3 pts',
      '4? ? ?2 pts',
      '5? ? ?1 pt',
    ]);
    expect(slots()[1]!.getAttribute('data-slot-found')).toBe('true');
    // A copy of the "Answer board": assistive technology reads that one only.
    expect(screen.getByTestId('compact-board').getAttribute('aria-hidden')).toBe('true');
  });
});
