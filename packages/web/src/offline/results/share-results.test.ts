import { describe, expect, it, vi } from 'vitest';
import { gameInPlay, guess, play } from '../../test/offline-fixtures';
import { RESULTS_COPIED, resultsShareText, SHARE_UNAVAILABLE, shareResults } from './share-results';

describe('sharing results', () => {
  it('[WIN-3] lists rank, name and points by score, plus the topic', () => {
    const state = play(
      gameInPlay({ teams: ['A', 'B', 'C'] }),
      guess('Pluto'),
      guess('Earth'),
      guess('Saturn'),
    );
    expect(resultsShareText(state)).toBe(
      'Trivia Games results\nTopic: Largest planets\n1st C - 4 points\n2nd B - 1 point\n3rd A - 0 points',
    );
  });

  it('uses the share sheet when there is one, and only logs a cancel', async () => {
    const share = vi.fn(() => Promise.reject(new Error('AbortError')));
    const notify = vi.fn();
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    await shareResults('text', { share, notify });
    expect(share).toHaveBeenCalledWith({ title: 'Trivia Games results', text: 'text' });
    expect(notify).not.toHaveBeenCalled();
  });

  it('falls back to the clipboard, then to a toast, never an alert', async () => {
    const notify = vi.fn();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    await shareResults('text', { writeText: () => Promise.resolve(), notify });
    expect(notify).toHaveBeenLastCalledWith(RESULTS_COPIED, 'success');
    await shareResults('text', { writeText: () => Promise.reject(new Error('denied')), notify });
    expect(notify).toHaveBeenLastCalledWith(SHARE_UNAVAILABLE, 'error');
    await shareResults('text', { notify });
    expect(notify).toHaveBeenLastCalledWith(SHARE_UNAVAILABLE, 'error');
    expect(alert).not.toHaveBeenCalled();
  });
});
