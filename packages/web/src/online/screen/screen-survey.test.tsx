import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeRealtimeServer } from '../testing/fake-realtime-server';
import { makeLobby } from '../testing/party-views';
import { renderOnline } from '../testing/render-online';
import { BEACH, BREAKFAST, makeSurvey, withSurvey } from '../testing/survey-views';
import { screenUrl, screenViewOf, serveScreen } from './testing';

let server: FakeRealtimeServer;

beforeEach(async () => {
  server = await FakeRealtimeServer.start();
});

afterEach(async () => {
  await server.close();
});

describe('the big screen during a survey', { timeout: 20_000 }, () => {
  it('[SURVEY-9] shows the prompts, the countdown and who has answered, never what', async () => {
    const survey = makeSurvey({
      deadline: server.now() + 40_000,
      answers: { [BEACH.id]: [{ memberId: 'player-1', text: 'Sunscreen', order: 0 }] },
      nextOrder: 1,
    });
    serveScreen(server, screenViewOf(withSurvey(makeLobby(2), survey)));
    renderOnline(screenUrl(), server);
    expect(await screen.findByRole('heading', { name: 'Survey Says!' })).toBeTruthy();
    const questions = within(screen.getByRole('list', { name: 'Survey questions' }));
    expect(questions.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `1.${BEACH.text}`,
      `2.${BREAKFAST.text}`,
    ]);
    expect(screen.getByRole('timer').getAttribute('aria-label')).toMatch(/^(3\d|40) seconds left$/);
    expect(screen.getByText('1 of 3 answered')).toBeTruthy();
    const answered = document.querySelectorAll('[data-answered="true"]');
    expect([...answered].map((item) => item.getAttribute('data-member'))).toEqual(['player-1']);
    // Late joiners can still scan in.
    expect(screen.getByRole('region', { name: 'Join the party' })).toBeTruthy();
    expect(document.body.textContent).not.toContain('Sunscreen');
  });
});
