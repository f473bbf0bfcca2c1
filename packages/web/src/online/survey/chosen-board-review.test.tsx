import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { surveyBoardTopic, type PartyState } from '@trivia/game';
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
import { BEACH } from '../testing/survey-views';
import { makeGameType } from '../../../../game/src/testing/topic-builders';

let server: FakeRealtimeServer;

beforeEach(async () => {
  server = await FakeRealtimeServer.start();
});

afterEach(async () => {
  await server.close();
});

/**
 * Through the real rules: three players answer the beach prompt, the host closes the survey,
 * chooses its board, saves two teams and (if told) hosts as quizmaster.
 */
function surveyBoardInTeamSetup(quizmaster: boolean): PartyState {
  let state = joinMembers(makeParty(), playerIds(3));
  const step = (command: Parameters<typeof run>[1]) => (state = run(state, command));
  step({ type: 'startGame', userId: HOST, now: later(state) });
  step({
    type: 'chooseGameType',
    userId: HOST,
    gameType: makeGameType({ id: 'family-feud', name: 'Family Feud' }),
    now: later(state),
  });
  step({ type: 'startSurvey', userId: HOST, prompts: [BEACH], seconds: 0, now: later(state) });
  const said = {
    'player-1': ['Towel', 'Sunscreen', 'Book'],
    'player-2': ['towels', 'Sun cream'],
    'player-3': ['Towel', 'Bucket'],
  };
  for (const [userId, answers] of Object.entries(said)) {
    step({ type: 'answerSurvey', userId, promptId: BEACH.id, answers, now: later(state) });
  }
  step({ type: 'closeSurvey', userId: HOST, now: later(state) });
  const topic = surveyBoardTopic(state, BEACH.id);
  if (!topic.ok) throw new Error(topic.error);
  step({ type: 'chooseTopic', userId: HOST, topic: topic.state, now: later(state) });
  step({
    type: 'saveTeams',
    userId: HOST,
    teamNames: ['Team 1', 'Team 2'],
    maxAttempts: 3,
    turnSeconds: 30,
    now: later(state),
  });
  if (quizmaster)
    step({ type: 'setHostMode', userId: HOST, mode: 'quizmaster', now: later(state) });
  return state;
}

describe('the quizmaster checks the chosen survey board', { timeout: 20_000 }, () => {
  it('[SURVEY-10] in team setup, the groups with their counts; a merge goes to the server', async () => {
    serveParty(server, viewOf(surveyBoardInTeamSetup(true)));
    const user = userEvent.setup();
    renderOnline('/party/ABC123/teams', server);
    expect(await screen.findByRole('heading', { name: 'Check the survey answers' })).toBeTruthy();
    const groups = screen.getAllByTestId('survey-group');
    // "Towel" and "towels" are one group of 3 people, said first.
    expect(within(groups[0]!).getByRole('checkbox', { name: 'Towel' })).toBeTruthy();
    expect(within(groups[0]!).getByText('3 said it')).toBeTruthy();
    const row = (name: string) =>
      groups.findIndex((group) => within(group).queryByRole('checkbox', { name }) !== null);
    const sunscreen = row('Sunscreen');
    const sunCream = row('Sun cream');
    expect(Math.min(sunscreen, sunCream)).toBeGreaterThan(0);
    await user.click(within(groups[sunscreen]!).getByRole('checkbox'));
    await user.click(within(groups[sunCream]!).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Merge these 2 groups' }));
    await waitFor(() =>
      expect(server.commands('reviewSurvey')[0]?.payload).toEqual({
        code: 'ABC123',
        promptId: BEACH.id,
        op: { kind: 'merge', a: Math.min(sunscreen, sunCream), b: Math.max(sunscreen, sunCream) },
      }),
    );
  });

  it('[SURVEY-10] a playing host sees no groups', async () => {
    serveParty(server, viewOf(surveyBoardInTeamSetup(false)));
    renderOnline('/party/ABC123/teams', server);
    expect(await screen.findByRole('heading', { name: 'Team Assignment' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Check the survey answers' })).toBeNull();
    expect(screen.queryByTestId('survey-group')).toBeNull();
  });
});
