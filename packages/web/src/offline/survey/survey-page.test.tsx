import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialOfflineState, type GameType, type OfflineGameState } from '@trivia/game';
import type { OfflineSurveyPromptDto } from '@trivia/protocol';

vi.mock('canvas-confetti', () => {
  const cannon = Object.assign(vi.fn(), { reset: vi.fn() });
  return { default: Object.assign(vi.fn(), { reset: vi.fn(), create: () => cannon }) };
});
import { deleteSavedBundle } from '../../offline-pack/pack-storage';
import { makeBundle, play } from '../../test/offline-fixtures';
import { loadGame, saveGame } from '../store/offline-storage';
import { mockApi, renderOffline } from '../testing/render-offline';
import { savedSurvey } from './survey-storage';

const BUNDLE_PATH = '/api/offline-bundle';
const SURVEY: GameType = {
  id: 'family-feud',
  name: 'Survey Says',
  description: 'Everyone answers in secret.',
  maxAnswers: 5,
};
const PROMPTS: OfflineSurveyPromptDto[] = [
  {
    id: 'prompt-hand-food',
    text: 'Name a food you eat with your hands',
    category: 'food-and-drink',
    familyFriendly: true,
    aliases: { Pizza: ['za'] },
  },
  {
    id: 'prompt-pet',
    text: 'Name a popular pet',
    category: 'animals',
    familyFriendly: true,
  },
  {
    id: 'prompt-hangover',
    text: 'Name something people do after a big night out',
    category: 'going-out',
    familyFriendly: false,
  },
];

function surveyBundle() {
  return { ...makeBundle([SURVEY], []), surveyPrompts: PROMPTS };
}

function surveyChosen(): OfflineGameState {
  return play(initialOfflineState, { type: 'selectGameType', gameType: SURVEY });
}

function surveyRunning(people: number): OfflineGameState {
  return play(surveyChosen(), {
    type: 'startSurvey',
    prompt: { id: 'prompt-hand-food', text: PROMPTS[0]!.text, aliases: { Pizza: ['za'] } },
    people,
    timePerTurn: 30,
  });
}

const answerBox = (n: number) => screen.getByLabelText(`Answer ${n}`) as HTMLInputElement;

/** The person on the device presses Ready, types the answers and presses Done. */
async function answer(person: number, of: number, texts: string[]) {
  expect(screen.getByText(`Person ${person} of ${of}`)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Ready' }));
  for (const [index, text] of texts.entries()) await userEvent.type(answerBox(index + 1), text);
  fireEvent.click(screen.getByRole('button', { name: 'Done' }));
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await deleteSavedBundle();
});

describe('/survey', () => {
  it('[OFF-13] /topics of Survey Says goes to /survey, and /survey of another game to /topics', async () => {
    mockApi({ [BUNDLE_PATH]: surveyBundle() });
    const { router } = renderOffline('/topics', { state: surveyChosen() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/survey'));
    expect(await screen.findByRole('heading', { name: 'Pick a Prompt' })).toBeTruthy();
  });

  it('[OFF-13] lists the prompts by category and family filter, and "Surprise me" picks one', async () => {
    mockApi({ [BUNDLE_PATH]: surveyBundle() });
    renderOffline('/survey', { state: surveyChosen() });
    const list = await screen.findByRole('list', { name: 'Prompts' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Animals');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Name a popular petAnimals']);
    await userEvent.selectOptions(screen.getByLabelText('Category'), '');
    fireEvent.click(screen.getByLabelText('Family-friendly only'));
    expect(screen.queryByText('Name something people do after a big night out')).toBeNull();
    await userEvent.type(screen.getByLabelText('Search prompts'), 'zebra');
    expect(screen.getByText('No prompt matches. Try another word or category.')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Surprise me' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await userEvent.clear(screen.getByLabelText('Search prompts'));
    fireEvent.click(screen.getByRole('button', { name: 'Surprise me' }));
    expect(screen.getByRole('heading', { name: 'Who answers?' })).toBeTruthy();
  });

  it('[OFF-13] lists 30 prompts at first, and more on "Show more prompts"', async () => {
    const many = Array.from({ length: 45 }, (_, i) => ({
      ...PROMPTS[1]!,
      id: `prompt-pet-${i}`,
      text: `Name a popular pet number ${i}`,
    }));
    mockApi({ [BUNDLE_PATH]: { ...surveyBundle(), surveyPrompts: many } });
    renderOffline('/survey', { state: surveyChosen() });
    const list = await screen.findByRole('list', { name: 'Prompts' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(30);
    expect(screen.getByText('Showing 30 of 45 prompts')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show more prompts' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(45);
    expect(screen.queryByRole('button', { name: 'Show more prompts' })).toBeNull();
  });

  it('[OFF-13][OFF-14] runs the survey person by person, each screen clear of earlier answers, then goes to /setup', async () => {
    mockApi({ [BUNDLE_PATH]: surveyBundle() });
    const { router } = renderOffline('/survey', { state: surveyChosen() });
    fireEvent.click(await screen.findByText('Name a food you eat with your hands'));
    const people = screen.getByLabelText('How many people answer?') as HTMLInputElement;
    expect(people.value).toBe('4');
    fireEvent.click(screen.getByRole('button', { name: 'One fewer person' }));
    expect(people.value).toBe('3');
    fireEvent.click(screen.getByRole('button', { name: 'Start the survey' }));
    expect(screen.getByRole('heading', { name: 'Pass to the first person' })).toBeTruthy();

    await answer(1, 3, ['Pizza', 'Tacos', 'Burger']);
    // The next person is handed a screen with none of the answers before.
    expect(screen.getByRole('heading', { name: 'Pass to the next person' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Tacos|Burger/);
    fireEvent.click(screen.getByRole('button', { name: 'Ready' }));
    expect([1, 2, 3].map((n) => answerBox(n).value)).toEqual(['', '', '']);
    await userEvent.type(answerBox(1), 'pizza');
    await userEvent.type(answerBox(2), 'taco');
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await answer(3, 3, ['za', 'burgers']);

    await waitFor(() => expect(router.state.location.pathname).toBe('/setup'));
    const state = loadGame().state;
    expect(state.topic?.answers.map((a) => a.text)).toEqual(['Pizza', 'Tacos', 'Burger']);
    expect(state.survey?.counts).toEqual([3, 2, 2]);
  });

  it('[OFF-13] "Done" is off until something is typed, and a refused answer keeps the screen', async () => {
    mockApi({ [BUNDLE_PATH]: surveyBundle() });
    renderOffline('/survey', { state: play(surveyRunning(2), { type: 'surveyReady' }) });
    const done = screen.getByRole('button', { name: 'Done' }) as HTMLButtonElement;
    expect(done.disabled).toBe(true);
    await userEvent.type(answerBox(1), '   ');
    expect(done.disabled).toBe(true);
    expect(answerBox(1).getAttribute('autocomplete')).toBe('off');
    expect(answerBox(1).maxLength).toBe(60);
  });

  it('[OFF-14][SURVEY-4] too few answers: the message, and "Pick another prompt" goes back to the prompts', async () => {
    mockApi({ [BUNDLE_PATH]: surveyBundle() });
    renderOffline('/survey', { state: surveyRunning(2) });
    await answer(1, 2, ['Pizza']);
    await answer(2, 2, ['pizza', 'Tacos']);
    expect(
      screen.getByText('Not enough answers: ask more people or pick another prompt'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pick another prompt' }));
    expect(await screen.findByRole('heading', { name: 'Pick a Prompt' })).toBeTruthy();
    expect(loadGame().state.survey).toBeNull();
  });

  it('[OFF-14][SURVEY-5] the board in play shows "N said it" on a revealed slot only', async () => {
    mockApi({});
    const board = play(
      surveyRunning(3),
      { type: 'surveyReady' },
      { type: 'submitSurveyAnswers', answers: ['Pizza', 'Tacos', 'Burger'] },
      { type: 'surveyReady' },
      { type: 'submitSurveyAnswers', answers: ['pizza', 'taco'] },
      { type: 'surveyReady' },
      { type: 'submitSurveyAnswers', answers: ['za', 'Sushi'] },
      { type: 'startGame', teamNames: ['Red', 'Blue'], maxAttempts: 3 },
      { type: 'ready' },
      { type: 'submitGuess', text: 'pizza' },
    );
    renderOffline('/play', { state: board });
    const slots = within(await screen.findByRole('list', { name: 'Answer board' })).getAllByRole(
      'listitem',
    );
    expect(slots).toHaveLength(4);
    expect(slots[0]?.textContent).toContain('3 said it');
    expect(slots[1]?.textContent).not.toContain('said it');
  });

  it('[OFF-10][OFF-13] a saved survey comes back after a refresh; a broken one is dropped', () => {
    const running = play(surveyRunning(3), { type: 'surveyReady' });
    expect(savedSurvey(running.survey)).toEqual(running.survey);
    expect(savedSurvey({ ...running.survey, status: 'party' })).toBeNull();
    expect(savedSurvey(undefined)).toBeNull();
    saveGame({ state: running, deadline: null });
    expect(loadGame().state.survey).toEqual(running.survey);
    const { survey: _dropped, ...old } = running;
    saveGame({ state: old as OfflineGameState, deadline: null });
    expect(loadGame().state.survey).toBeNull();
  });
});
