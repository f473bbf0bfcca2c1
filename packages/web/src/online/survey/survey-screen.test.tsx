import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeRealtimeServer } from '../testing/fake-realtime-server';
import { makeChoosing, makeLobby, viewOf } from '../testing/party-views';
import { renderOnline, serveParty } from '../testing/render-online';
import { BEACH, BREAKFAST, makeSurvey, withSurvey } from '../testing/survey-views';

let server: FakeRealtimeServer;

beforeEach(async () => {
  server = await FakeRealtimeServer.start();
});

afterEach(async () => {
  await server.close();
});

describe('the survey screen', { timeout: 20_000 }, () => {
  it('[SURVEY-8][PARTY-8] a player in the lobby lands on the open survey and answers privately', async () => {
    serveParty(server, viewOf(withSurvey(makeLobby(2), makeSurvey()), 'player-1'));
    const user = userEvent.setup();
    renderOnline('/party/ABC123/lobby', server);
    expect(await screen.findByRole('heading', { name: 'Survey Says' })).toBeTruthy();
    expect(screen.getByText('0 of 3 answered')).toBeTruthy();
    // No host control on a player's phone.
    expect(screen.queryByRole('button', { name: 'Close survey' })).toBeNull();
    const beach = screen.getByRole('article', { name: BEACH.text });
    expect(within(beach).getByText('Question 1 of 2')).toBeTruthy();
    await user.type(within(beach).getByRole('textbox', { name: 'Answer 1' }), ' Sunscreen ');
    await user.type(within(beach).getByRole('textbox', { name: /Answer 2/ }), 'towel');
    await user.type(within(beach).getByRole('textbox', { name: /Answer 3/ }), 'Towel{Enter}');
    await waitFor(() => expect(server.commands('answerSurvey')).toHaveLength(1));
    // Trimmed, blanks and repeats dropped.
    expect(server.commands('answerSurvey')[0]?.payload).toEqual({
      code: 'ABC123',
      promptId: BEACH.id,
      answers: ['Sunscreen', 'towel'],
    });
  });

  it('[SURVEY-9] keeps the member own answers and says how many have answered', async () => {
    let state = withSurvey(
      makeChoosing(2, true),
      makeSurvey({
        answers: {
          [BEACH.id]: [
            { memberId: 'player-1', text: 'Sunscreen', order: 0 },
            { memberId: 'player-2', text: 'Towel', order: 1 },
          ],
        },
        nextOrder: 2,
      }),
    );
    state = { ...state };
    serveParty(server, viewOf(state, 'player-1'));
    renderOnline('/party/ABC123/survey', server);
    expect(await screen.findByText('Waiting for the others: 2 of 3 answered')).toBeTruthy();
    const beach = screen.getByRole('article', { name: BEACH.text });
    expect(within(beach).getByRole<HTMLInputElement>('textbox', { name: 'Answer 1' }).value).toBe(
      'Sunscreen',
    );
    expect(within(beach).getByText('Saved: only you can see them')).toBeTruthy();
    // Nobody else's answer reaches this phone.
    expect(screen.queryByDisplayValue('Towel')).toBeNull();
    const breakfast = screen.getByRole('article', { name: BREAKFAST.text });
    expect(within(breakfast).getByRole('button', { name: 'Save answers' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('[SURVEY-8] the host sees the countdown and closes the survey early', async () => {
    const deadline = server.now() + 25_000;
    serveParty(server, viewOf(withSurvey(makeLobby(1), makeSurvey({ deadline }))));
    const user = userEvent.setup();
    renderOnline('/party/ABC123/survey', server);
    const timer = await screen.findByRole('timer');
    expect(timer.getAttribute('aria-label')).toMatch(/^2\d seconds left$/);
    await user.click(screen.getByRole('button', { name: 'Close survey' }));
    await waitFor(() =>
      expect(server.commands('closeSurvey')[0]?.payload).toEqual({ code: 'ABC123' }),
    );
  });

  it('[SURVEY-13] the host may add the counts to the big survey (off unless turned on)', async () => {
    serveParty(server, viewOf(withSurvey(makeLobby(1), makeSurvey())));
    const user = userEvent.setup();
    renderOnline('/party/ABC123/survey', server);
    const share = await screen.findByRole('switch', { name: 'Add our counts to the big survey' });
    expect(share.getAttribute('aria-checked')).toBe('false');
    await user.click(share);
    await waitFor(() =>
      expect(server.commands('setShareSurvey')[0]?.payload).toEqual({
        code: 'ABC123',
        share: true,
      }),
    );
  });

  it('[PARTY-8] a closed survey sends the player back to the lobby', async () => {
    serveParty(
      server,
      viewOf(withSurvey(makeLobby(1), makeSurvey({ status: 'closed' })), 'player-1'),
    );
    renderOnline('/party/ABC123/survey', server);
    expect(await screen.findByRole('heading', { name: 'Welcome to the Party!' })).toBeTruthy();
  });
});
