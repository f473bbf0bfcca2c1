import { describe, expect, it } from 'vitest';
import type { PartyStatus } from '@trivia/protocol';
import {
  LOADING_LABELS,
  screenForStatus,
  screenOf,
  statusRedirect,
  type PartyScreen,
} from './party-screens';

const facts = (status: PartyStatus, isHost = true, hasGameType = false) => ({
  status,
  isHost,
  hasGameType,
});

describe('status redirect', () => {
  it.each<[PartyStatus, boolean, boolean, PartyScreen]>([
    ['lobby', true, false, 'lobby'],
    ['lobby', false, false, 'lobby'],
    ['choosing', true, false, 'select'],
    ['choosing', true, true, 'topics'],
    ['choosing', false, false, 'lobby'],
    ['choosing', false, true, 'lobby'],
    ['setup', false, true, 'setup'],
    ['team_setup', true, true, 'teams'],
    ['playing', false, true, 'play'],
    ['finished', true, true, 'results'],
  ])(
    '[PARTY-8] %s (host %s, game type chosen %s) belongs on %s',
    (status, isHost, hasGameType, screen) => {
      expect(screenForStatus(facts(status, isHost, hasGameType))).toBe(screen);
    },
  );

  it('[PARTY-8] redirects any other screen to the status screen, and stays when already there', () => {
    expect(statusRedirect('lobby', facts('setup'))).toBe('setup');
    expect(statusRedirect('play', facts('finished', false))).toBe('results');
    expect(statusRedirect('results', facts('choosing'))).toBe('select');
    expect(statusRedirect('teams', facts('team_setup'))).toBeNull();
  });

  it('[PARTY-8] non-hosts stay on the lobby while the host chooses (or on a waiting screen)', () => {
    expect(statusRedirect('lobby', facts('choosing', false))).toBeNull();
    expect(statusRedirect('select', facts('choosing', false))).toBeNull();
    expect(statusRedirect('topics', facts('choosing', false, true))).toBeNull();
    expect(statusRedirect('setup', facts('choosing', false))).toBe('lobby');
  });

  it('[PARTY-8] the host goes to topics once a game type is chosen, back to select when cleared', () => {
    expect(statusRedirect('select', facts('choosing', true, true))).toBe('topics');
    expect(statusRedirect('topics', facts('choosing', true, false))).toBe('select');
  });

  it('[PARTY-8][SURVEY-8] everyone answers an open survey in the lobby or while the host chooses', () => {
    const open = (status: PartyStatus, isHost: boolean) => ({
      ...facts(status, isHost, true),
      surveyOpen: true,
    });
    expect(statusRedirect('lobby', open('lobby', false))).toBe('survey');
    expect(statusRedirect('topics', open('choosing', true))).toBe('survey');
    expect(statusRedirect('topics', open('choosing', false))).toBe('survey');
    expect(statusRedirect('survey', open('choosing', false))).toBeNull();
    // Closed: back to the status screen.
    expect(statusRedirect('survey', facts('choosing', true, true))).toBe('topics');
    expect(statusRedirect('survey', facts('lobby', false))).toBe('lobby');
    expect(screenForStatus(open('playing', false))).toBe('play');
  });

  it('reads the screen from the path, with its loading text', () => {
    expect(screenOf('/party/ABC123/teams')).toBe('teams');
    expect(screenOf('/party/ABC123/')).toBe('lobby');
    expect(Object.values(LOADING_LABELS)).toEqual([
      'Loading party...',
      'Loading game selection...',
      'Loading topics...',
      'Loading survey...',
      'Loading game setup...',
      'Loading team assignment...',
      'Loading game...',
      'Loading results...',
    ]);
  });
});
