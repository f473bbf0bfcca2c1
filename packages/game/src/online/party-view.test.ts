import { describe, expect, it } from 'vitest';
import {
  HOST,
  joinMembers,
  later,
  makeParty,
  makePlayingParty,
  playTurn,
  skipCheck,
  run,
} from '../testing/party-builders';
import { PLANETS } from '../testing/topic-builders';
import { partyView } from './party-view';

describe('Answers stay secret: partyView', () => {
  it('[VIEW-1] holds no answer before any is found, but says how many there are', () => {
    const view = partyView(makePlayingParty(), 'player-1');
    expect(view.party.topic?.answers).toEqual([]);
    expect(view.party.topic?.answerCount).toBe(5);
    expect(JSON.stringify(view)).not.toMatch(/jupiter|saturn|uranus|neptune|earth/i);
  });

  it('[VIEW-1] holds only revealed answers, with their rank, while playing', () => {
    const state = playTurn(makePlayingParty(), 'neptune');
    expect(partyView(state, HOST).party.topic?.answers).toEqual([{ text: 'Neptune', rank: 3 }]);
  });

  it('[VIEW-1] holds every answer once finished', () => {
    let state = makePlayingParty({ maxAttempts: 1 });
    state = skipCheck(playTurn(playTurn(state, 'mars'), 'venus'));
    expect(partyView(state, HOST).party.topic?.answers.map((a) => a.text)).toEqual([...PLANETS]);
  });
});

describe('Members subscription: ordered by joinedAt, kicked left out', () => {
  it('[JOIN-7][ROLE-5] lists members by joinedAt without the kicked, and tells a kicked viewer', () => {
    let state = joinMembers(makeParty(), ['bob', 'cat']);
    state = run(state, { type: 'kick', userId: HOST, targetUserId: 'bob', now: later(state) });
    const view = partyView(state, 'bob');
    expect(view.members.map((m) => m.userId)).toEqual([HOST, 'cat']);
    expect(view.viewer).toEqual({
      userId: 'bob',
      isMember: false,
      isHost: false,
      kicked: true,
      teamId: null,
      hostView: null,
      survey: { myAnswers: {} },
    });
    expect(view.version).toBe(state.party.version);
  });

  it('[ROLE-1] tells the viewer whether they are the host and their team', () => {
    const view = partyView(makePlayingParty(), HOST);
    expect(view.viewer).toEqual({
      userId: HOST,
      isMember: true,
      isHost: true,
      kicked: false,
      teamId: 'team-1',
      hostView: null,
      survey: { myAnswers: {} },
    });
  });
});
