import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AttemptMarks } from './attempt-marks';

const guesses = (...results: boolean[]) => results.map((correct) => ({ correct }));

describe('attempts as hits and strikes', () => {
  it('[SCORE-4] draws a found answer as a hit, not as the strike of a miss', () => {
    render(<AttemptMarks team={{ attempts: 1, guesses: guesses(true) }} max={3} />);
    const marks = screen.getByRole('img', { name: '1 found, 0 misses, 2 left' });
    expect(marks.textContent).toBe('✓○○');
  });

  it('[SCORE-4] 2 hits and 1 miss read as such, not as three strikes', () => {
    render(<AttemptMarks team={{ attempts: 3, guesses: guesses(true, false, true) }} max={3} />);
    const marks = screen.getByRole('img', { name: '2 found, 1 miss, 0 left' });
    expect(marks.textContent).toBe('✓✕✓');
    expect(marks.dataset.marks).toBe('hit miss hit');
  });
});
