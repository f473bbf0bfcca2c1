import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PartyState } from '@trivia/game';
import { json, mockFetch } from '../../test/render';
import { FakeRealtimeServer } from '../testing/fake-realtime-server';
import {
  HOST,
  joinMembers,
  later,
  makeParty,
  playerIds,
  run,
  viewOf,
} from '../testing/party-views';
import { renderOnline, serveParty } from '../testing/render-online';
import { BEACH, BREAKFAST, group, makeSurvey, withSurvey } from '../testing/survey-views';
import { makeGameType } from '../../../../game/src/testing/topic-builders';

let server: FakeRealtimeServer;

beforeEach(async () => {
  server = await FakeRealtimeServer.start();
});

afterEach(async () => {
  await server.close();
});

const SURVEY_SAYS = makeGameType({ id: 'family-feud', name: 'Family Feud' });

/** The host on the topic screen with Survey Says chosen, `players` more members. */
function surveyChoosing(players = 2): PartyState {
  let state = joinMembers(makeParty(), playerIds(players));
  state = run(state, { type: 'startGame', userId: HOST, now: later(state) });
  return run(state, {
    type: 'chooseGameType',
    userId: HOST,
    gameType: SURVEY_SAYS,
    now: later(state),
  });
}

const prompts = [
  { id: BEACH.id, text: BEACH.text, category: 'Holidays & Travel', familyFriendly: true },
  { id: BREAKFAST.id, text: BREAKFAST.text, category: 'Food & Drink', familyFriendly: true },
  {
    id: 'prompt-hangover',
    text: 'Name something people do after a big night out',
    category: 'Going Out',
    familyFriendly: false,
  },
];

describe('Survey Says on the host topic screen', { timeout: 20_000 }, () => {
  it('[SURVEY-8] "Surprise me" starts a survey of the chosen size, family-friendly if asked', async () => {
    mockFetch({ 'GET /api/survey-prompts': () => json({ prompts }) });
    serveParty(server, viewOf(surveyChoosing()));
    const user = userEvent.setup();
    renderOnline('/party/ABC123/topics', server);
    expect(await screen.findByRole('heading', { name: 'Choose a Board' })).toBeTruthy();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Questions' }), '3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Time to answer' }), '60');
    await user.click(screen.getByRole('checkbox', { name: 'Family-friendly only' }));
    await user.click(screen.getByRole('button', { name: 'Surprise me' }));
    await waitFor(() =>
      expect(server.commands('startSurvey')[0]?.payload).toEqual({
        code: 'ABC123',
        surprise: { count: 3, familyOnly: true },
        seconds: 60,
      }),
    );
  });

  it('[SURVEY-8] the host picks prompts by category and search, then starts the survey', async () => {
    mockFetch({ 'GET /api/survey-prompts': () => json({ prompts }) });
    serveParty(server, viewOf(surveyChoosing()));
    const user = userEvent.setup();
    renderOnline('/party/ABC123/topics', server);
    await user.click(await screen.findByRole('button', { name: /^Food & Drink/ }));
    await user.click(screen.getByRole('button', { name: 'Add to survey' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search prompts' }), 'beach');
    expect(screen.queryByText(BREAKFAST.text, { selector: 'h3' })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), '');
    await user.click(screen.getByRole('button', { name: 'Add to survey' }));
    const picked = screen.getByRole('region', { name: 'Your survey (2 of 5)' });
    expect(within(picked).getByText(BREAKFAST.text)).toBeTruthy();
    // The family filter hides prompts not for children.
    await user.clear(screen.getByRole('searchbox', { name: 'Search prompts' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search prompts' }), 'night');
    expect(screen.getByText(/big night out/)).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Family-friendly only' }));
    expect(screen.queryByText(/big night out/)).toBeNull();
    await user.click(within(picked).getByRole('button', { name: 'Start survey' }));
    await waitFor(() =>
      expect(server.commands('startSurvey')[0]?.payload).toEqual({
        code: 'ABC123',
        prompts: [
          { kind: 'library', promptId: BREAKFAST.id },
          { kind: 'library', promptId: BEACH.id },
        ],
        seconds: 30,
      }),
    );
  });

  it('[SURVEY-11] a closed survey lists its boards: Play, Choose Board, or why there is none', async () => {
    const survey = makeSurvey({
      status: 'closed',
      boards: {
        [BEACH.id]: {
          ok: true,
          slots: ['Towel', 'Sunscreen', 'Book'].map((text, rank) => ({
            text,
            aliases: [],
            count: 3 - rank,
            points: 5 - rank,
          })),
        },
        [BREAKFAST.id]: {
          ok: false,
          reason: 'Not enough answers: ask more people or pick another prompt',
        },
      },
    });
    serveParty(server, viewOf(withSurvey(surveyChoosing(), survey)));
    const user = userEvent.setup();
    renderOnline('/party/ABC123/topics', server);
    const boards = await screen.findAllByTestId('survey-board');
    expect(within(boards[0]!).getByText('Board ready: 3 answers')).toBeTruthy();
    expect(
      within(boards[1]!).getByText('Not enough answers: ask more people or pick another prompt'),
    ).toBeTruthy();
    expect(within(boards[1]!).queryByRole('button', { name: 'Play' })).toBeNull();
    // A playing host sees no groups to review.
    expect(screen.queryByRole('button', { name: 'Review answers' })).toBeNull();
    await user.click(within(boards[0]!).getByRole('button', { name: 'Play' }));
    await waitFor(() =>
      expect(server.commands('quickStart')[0]?.payload).toEqual({
        code: 'ABC123',
        pick: { kind: 'survey', promptId: BEACH.id },
      }),
    );
    await user.click(within(boards[0]!).getByRole('button', { name: 'Choose Board' }));
    await waitFor(() =>
      expect(server.commands('chooseTopic')[0]?.payload).toEqual({
        code: 'ABC123',
        topicId: `survey:${BEACH.id}`,
      }),
    );
  });

  it('[SURVEY-10] the quizmaster reviews the groups: merge two, rename, split and remove answers', async () => {
    const survey = makeSurvey({
      status: 'closed',
      prompts: [BEACH],
      groups: {
        [BEACH.id]: [
          group('Towel', ['player-1', 'player-2']),
          group('Suncream', ['player-1'], 2),
          group('Sunscreen', [HOST], 3),
        ],
      },
      boards: { [BEACH.id]: { ok: false, reason: 'Not enough answers' } },
    });
    let state = withSurvey(surveyChoosing(), survey);
    state = { ...state, party: { ...state.party, quizmasterId: HOST } };
    serveParty(server, viewOf(state));
    const user = userEvent.setup();
    renderOnline('/party/ABC123/topics', server);
    await user.click(await screen.findByRole('button', { name: 'Review answers' }));
    const groups = screen.getAllByTestId('survey-group');
    expect(within(groups[0]!).getByText('2 said it')).toBeTruthy();
    // The quizmaster sees who said what.
    expect(within(groups[0]!).getByText(/Player 1|player-1/)).toBeTruthy();
    await user.click(within(groups[1]!).getByRole('checkbox', { name: 'Suncream' }));
    await user.click(within(groups[2]!).getByRole('checkbox', { name: 'Sunscreen' }));
    await user.click(screen.getByRole('button', { name: 'Merge these 2 groups' }));
    await waitFor(() =>
      expect(server.commands('reviewSurvey')[0]?.payload).toEqual({
        code: 'ABC123',
        promptId: BEACH.id,
        op: { kind: 'merge', a: 1, b: 2 },
      }),
    );
    await user.click(within(groups[0]!).getByRole('button', { name: 'Rename Towel' }));
    const name = within(groups[0]!).getByRole('textbox', { name: 'New name' });
    await user.clear(name);
    await user.type(name, 'Beach towel{Enter}');
    await user.click(within(groups[0]!).getAllByRole('button', { name: /^Split out/ })[1]!);
    await user.click(within(groups[0]!).getAllByRole('button', { name: /^Remove/ })[0]!);
    await waitFor(() => expect(server.commands('reviewSurvey')).toHaveLength(4));
    expect(server.commands('reviewSurvey').map((command) => command.payload)).toEqual([
      expect.anything(),
      { code: 'ABC123', promptId: BEACH.id, op: { kind: 'rename', group: 0, name: 'Beach towel' } },
      {
        code: 'ABC123',
        promptId: BEACH.id,
        op: { kind: 'split', group: 0, answer: { memberId: 'player-2', order: 1 } },
      },
      {
        code: 'ABC123',
        promptId: BEACH.id,
        op: { kind: 'remove', group: 0, answer: { memberId: 'player-1', order: 0 } },
      },
    ]);
  });
});
