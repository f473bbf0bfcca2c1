import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadGame } from '../store/offline-storage';

vi.mock('canvas-confetti', () => {
  const cannon = Object.assign(vi.fn(), { reset: vi.fn() });
  return { default: Object.assign(vi.fn(), { reset: vi.fn(), create: () => cannon }) };
});
import { gameInPlay, guess, play, ready, topicChosen } from '../../test/offline-fixtures';
import { renderOffline } from '../testing/render-offline';
import { shownToast } from '../../test/render';

const DUPLICATE = 'This answer has already been given. Please try a different answer.';
const input = () => screen.getByRole('textbox') as HTMLInputElement;
const submitGuess = async (text: string) => {
  await userEvent.clear(input());
  await userEvent.type(input(), `${text}{Enter}`);
};
const board = () => screen.getByRole('list', { name: 'Answer board' });
const timer = () => screen.getByRole('timer');
const lastResult = () => screen.getByRole('status', { name: 'Last result' });
/** OFF-3: The interstitial between turns; Ready starts the next team's turn. */
const pressReady = (team: string) => {
  expect(screen.getByRole('heading', { name: `Pass to ${team}` })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Ready' }));
};

afterEach(() => void vi.useRealTimers());

describe('/play', () => {
  it('redirects to / with no game and to /results when the phase is results', async () => {
    const idle = renderOffline('/play', { state: topicChosen() });
    await waitFor(() => expect(idle.router.state.location.pathname).toBe('/'));
    idle.unmount();
    const ended = renderOffline('/play', { state: play(gameInPlay(), { type: 'endGame' }) });
    await waitFor(() => expect(ended.router.state.location.pathname).toBe('/results'));
  });

  it('shows a board of 5 hidden slots and the team chips with attempts', () => {
    renderOffline('/play', { state: gameInPlay() });
    expect(within(board()).getAllByRole('listitem')).toHaveLength(5);
    expect(board().textContent).not.toContain('Jupiter');
    const chips = within(screen.getByRole('list', { name: 'Teams' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      // The compact strip puts "Now guessing" beside the score, strikes after attempts.
      expect.stringContaining('Team Red0 pointsNow guessingAttempts: 0/3○○○'),
      expect.stringContaining('Team Blue0 pointsAttempts: 0/3○○○'),
    ]);
    expect(chips[0]?.getAttribute('aria-current')).toBe('true');
  });

  it('[SCORE-1][TURN-2] scores a correct guess, reveals it, and passes the turn', async () => {
    renderOffline('/play', { state: gameInPlay() });
    await submitGuess('  jupiter ');
    // OFF-3: The result is shown under the team that made it, then "Pass to Team Blue".
    expect(lastResult().textContent).toBe('▲ Team RedCorrect! #1 answer found! +5 points');
    pressReady('Team Blue');
    expect(within(board()).getAllByRole('listitem')[0]?.textContent).toContain('Found by Team Red');
    expect(screen.getByLabelText('Team Blue, your guess')).toBeTruthy();
    expect(input().value).toBe('');
    expect(document.activeElement).toBe(input());
    expect(loadGame().state.teams[0]?.score).toBe(5);
  });

  it('shows "Incorrect guess" and lists it under the team', async () => {
    renderOffline('/play', { state: gameInPlay() });
    await submitGuess('Pluto');
    expect(screen.getByText('Incorrect guess')).toBeTruthy();
    pressReady('Team Blue');
    expect(screen.getByRole('region', { name: 'Team Red guesses' }).textContent).toContain('Pluto');
  });

  it('[TURN-5] shows a duplicate answer as the red toast and keeps the attempt', async () => {
    renderOffline('/play', { state: play(gameInPlay(), guess('Jupiter'), ready) });
    await submitGuess('Jupiter');
    expect(shownToast().textContent).toBe(DUPLICATE);
    expect(loadGame().state.teams[1]?.attempts).toBe(0);
  });

  it('[OFF-4] never submits an empty guess by hand', async () => {
    renderOffline('/play', { state: gameInPlay() });
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', true);
    await userEvent.type(input(), '   {Enter}');
    expect(loadGame().state.teams[0]?.attempts).toBe(0);
  });

  it('toggles "Show Answers"', async () => {
    renderOffline('/play', { state: gameInPlay() });
    const toggle = screen.getByRole('button', { name: 'Show Answers' });
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(board().textContent).toContain('Earth');
    await userEvent.click(toggle);
    expect(board().textContent).not.toContain('Earth');
  });

  it('[OFF-5] "End Game" (confirmed) goes to /results', async () => {
    const { router } = renderOffline('/play', { state: gameInPlay() });
    await userEvent.click(screen.getByRole('button', { name: 'End Game' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, end it' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/results'));
    expect(loadGame().state.endedBy).toBe('endGame');
  });
});

describe('/play pass-the-device and pause', () => {
  it('[OFF-3] a new game starts with "Pass to Team Red"; no timer runs until Ready', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const state = play(topicChosen(20), {
      type: 'startGame',
      teamNames: ['Team Red', 'Team Blue'],
      maxAttempts: 3,
    });
    renderOffline('/play', { state });
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ready' }));
    act(() => void vi.advanceTimersByTime(60_000));
    expect(loadGame().state.teams[0]?.attempts).toBe(0);
    pressReady('Team Red');
    expect(timer().textContent).toBe('20sec');
    expect(document.activeElement).toBe(input());
  });

  it('[OFF-8] "Pause Game" stops the countdown and hides the input; "Resume Game" gives back the time', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    renderOffline('/play', { state: gameInPlay({ timePerTurn: 30 }), deadline: 1_030_000 });
    act(() => void vi.advanceTimersByTime(5000));
    fireEvent.click(screen.getByRole('button', { name: 'Pause Game' }));
    expect(screen.getByText('Paused')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
    act(() => void vi.advanceTimersByTime(120_000));
    expect(loadGame().state.teams[0]?.attempts).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Resume Game' }));
    expect(timer().textContent).toBe('25sec');
    expect(input()).toBeTruthy();
  });

  it('the End Game prompt stops the timer; "Keep playing" resumes it', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    renderOffline('/play', { state: gameInPlay({ timePerTurn: 30 }), deadline: 1_030_000 });
    fireEvent.click(screen.getByRole('button', { name: 'End Game' }));
    expect(screen.queryByRole('timer')).toBeNull();
    act(() => void vi.advanceTimersByTime(120_000));
    expect(loadGame().state.teams[0]?.attempts).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Keep playing' }));
    expect(timer().textContent).toBe('30sec');
    expect(loadGame().state.paused).toBe(false);
  });
});

describe('/play turn timer', () => {
  const start = (timePerTurn: number) => {
    vi.useFakeTimers({ now: 1_000_000 });
    return renderOffline('/play', {
      state: gameInPlay({ timePerTurn }),
      deadline: 1_000_000 + timePerTurn * 1000,
    });
  };
  const tick = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
  // The countdown wakes just after each whole second.
  const TURN_END = 10_050;

  it('[TURN-10] is green above 20 s, yellow at 20 s or less, red at 10 s or less', () => {
    start(30);
    expect([timer().textContent, timer().dataset.color]).toEqual(['30sec', 'green']);
    tick(9000);
    expect(timer().dataset.color).toBe('green');
    tick(1000);
    expect([timer().textContent, timer().dataset.color]).toEqual(['20sec', 'yellow']);
    tick(10_000);
    expect([timer().textContent, timer().dataset.color]).toEqual(['10sec', 'red']);
    expect(timer().className).toContain('animate-timer-pulse');
  });

  it('[OFF-4][OFF-3] auto-submits an empty guess at 0 as "Time expired" and restarts for the next team', () => {
    start(10);
    tick(TURN_END);
    expect(lastResult().textContent).toContain('Time expired');
    // OFF-3: Team Blue's timer waits until the device has been passed.
    expect(screen.queryByRole('timer')).toBeNull();
    tick(30_000);
    pressReady('Team Blue');
    expect(screen.getByRole('region', { name: 'Team Red guesses' }).textContent).toContain(
      'Time expired',
    );
    expect(screen.getByLabelText('Team Blue, your guess')).toBeTruthy();
    expect(timer().textContent).toBe('10sec');
    expect(loadGame().state.teams[0]?.attempts).toBe(1);
  });

  it('[OFF-4] auto-submits whatever is typed at 0', () => {
    start(10);
    fireEvent.change(input(), { target: { value: 'Saturn' } });
    tick(TURN_END);
    expect(lastResult().textContent).toContain('Correct! #2 answer found! +4 points');
    expect(loadGame().state.teams[0]?.score).toBe(4);
  });

  it('[OFF-4][TURN-5] still ends the turn when the typed text at 0 was already given', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    renderOffline('/play', {
      state: play(gameInPlay({ timePerTurn: 10 }), guess('Jupiter'), ready),
      deadline: 1_010_000,
    });
    fireEvent.change(input(), { target: { value: 'Jupiter' } });
    tick(TURN_END);
    expect(loadGame().state.teams[1]?.guesses.at(-1)?.text).toBe('Time expired');
  });

  it('[OFF-10] continues from the saved deadline after a refresh, and submits at once if it passed', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const view = renderOffline('/play', {
      state: gameInPlay({ timePerTurn: 30 }),
      deadline: 1_012_000,
    });
    expect(timer().textContent).toBe('12sec');
    view.unmount();
    renderOffline('/play', { state: gameInPlay({ timePerTurn: 30 }), deadline: 999_000 });
    expect(loadGame().state.teams[0]?.guesses[0]?.text).toBe('Time expired');
    pressReady('Team Blue');
    expect(timer().textContent).toBe('30sec');
  });
});
