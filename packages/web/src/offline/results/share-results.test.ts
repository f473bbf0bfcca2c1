import { describe, expect, it, vi } from 'vitest';
import { gameInPlay, guess, play } from '../testing/offline-fixtures';
import { RESULTS_COPIED, resultsShareText, shareResults } from './share-results';

describe('sharing results (SPEC §8 Sharing, §9 share text)', () => {
  it('lists rank, name and points by score, plus the topic', () => {
    const state = play(
      gameInPlay({ teams: ['A', 'B', 'C'] }),
      guess('Pluto'),
      guess('Earth'),
      guess('Saturn'),
    );
    expect(resultsShareText(state)).toBe(
      'Trivia Games results\nTopic: Largest planets\n1. C - 4 points\n2. B - 1 point\n3. A - 0 points',
    );
  });

  it('uses the share sheet when there is one, and only logs a cancel', async () => {
    const share = vi.fn(() => Promise.reject(new Error('AbortError')));
    const alert = vi.fn();
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    await shareResults('text', { share, alert });
    expect(share).toHaveBeenCalledWith({ title: 'Trivia Games results', text: 'text' });
    expect(alert).not.toHaveBeenCalled();
  });

  it('falls back to the clipboard, then to an alert with the text', async () => {
    const alert = vi.fn();
    await shareResults('text', { writeText: () => Promise.resolve(), alert });
    expect(alert).toHaveBeenLastCalledWith(RESULTS_COPIED);
    await shareResults('text', { writeText: () => Promise.reject(new Error('denied')), alert });
    expect(alert).toHaveBeenLastCalledWith('text');
    await shareResults('text', { alert });
    expect(alert).toHaveBeenLastCalledWith('text');
  });
});
