import { MESSAGES, type PartyState } from '@trivia/game';
import type { PartyChangeCommand } from '@trivia/protocol';
import { describe, expect, it } from 'vitest';
import { HOST, makeSetupParty, T0 } from '../../../game/src/testing/party-builders';
import { makeGameType, makeTopic } from '../../../game/src/testing/topic-builders';
import { PARTY_COMMANDS } from '../../src/parties/party-commands';
import { resolveSurprise } from '../../src/parties/surprise-topic';
import { libraryTwins } from '../../src/parties/topic-twins';
import { changeCommand } from '../support/party-commands';

/** A party in the topic choice that has played `played` (ROUND-4). */
function partyThatPlayed(played: string[]): PartyState {
  const state = makeSetupParty();
  return { ...state, party: { ...state.party, playedTopicIds: played } };
}

const context = (state: PartyState, topicId: string) => ({
  userId: HOST,
  state,
  now: T0,
  choice: { gameType: makeGameType(), topic: { ...makeTopic(), id: topicId } },
});

describe('series twins on the server', () => {
  it('[ROUND-8] the library knows its yearly series as twins, both ways', () => {
    const twins = libraryTwins();
    expect(twins['smartphone-vendors-2022']).toContain('smartphone-vendors-2023');
    expect(twins['smartphone-vendors-2023']).toContain('smartphone-vendors-2022');
  });

  it('[ROUND-8] chooseTopic and quickStart refuse a twin of a played topic, with a clear error', () => {
    const state = partyThatPlayed(['smartphone-vendors-2022']);
    const choose = changeCommand('chooseTopic', {
      code: state.party.code,
      topicId: 'smartphone-vendors-2023',
    });
    expect(
      PARTY_COMMANDS.chooseTopic.rule(choose, context(state, 'smartphone-vendors-2023')),
    ).toEqual({ ok: false, error: MESSAGES.tooCloseToPlayed });
    const quick = changeCommand('quickStart', {
      code: state.party.code,
      pick: { kind: 'topic', topicId: 'smartphone-vendors-2023' },
    });
    expect(
      PARTY_COMMANDS.quickStart.rule(quick, context(state, 'smartphone-vendors-2023')),
    ).toEqual({ ok: false, error: 'Too close to a topic played tonight' });
    // The played topic itself and an unrelated one stay offered.
    expect(
      PARTY_COMMANDS.chooseTopic.rule(choose, context(state, 'smartphone-vendors-2022')).ok,
    ).toBe(true);
    expect(PARTY_COMMANDS.quickStart.rule(quick, context(state, 'largest-oceans')).ok).toBe(true);
  });

  it('[ROUND-5][ROUND-8] "Surprise me" skips the twin of a played topic while another is left', async () => {
    const state = partyThatPlayed(['fortune-500-2023']);
    const command: Extract<PartyChangeCommand, { type: 'quickStart' }> = changeCommand(
      'quickStart',
      { code: state.party.code, pick: { kind: 'surprise', difficulty: null } },
    );
    const topics = ['fortune-500-2023', 'fortune-500-2024', 'largest-oceans'].map((id) => ({
      ...makeTopic(),
      id,
    }));
    const read = async <T>(): Promise<T> => Promise.resolve(topics as T);
    for (const random of [0, 0.5, 0.99]) {
      const drawn = await resolveSurprise(command, state, HOST, read, () => random);
      expect(drawn).toMatchObject({
        ok: true,
        value: { payload: { pick: { kind: 'topic', topicId: 'largest-oceans' } } },
      });
    }
  });
});
