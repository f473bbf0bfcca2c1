import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playUntilFinished } from '../testing/party-arbitraries';
import { HOST, later, makePlayingParty, run } from '../testing/party-builders';
import { makeGameType, makeTopic } from '../testing/topic-builders';
import { applyPartyCommand } from './apply-command';
import type { PartyState, RoundResult } from './party-state';
import { partyView } from './party-view';
import {
  boundedRounds,
  EARLIER_ROUNDS_TITLE,
  finishedTopicIds,
  MAX_MATCH_ROUNDS,
  MAX_PLAYED_TOPICS,
  matchRounds,
  matchStandings,
  withTopicPlayed,
} from './rounds';

function nextRound(state: PartyState, id: string): PartyState {
  return run(state, {
    type: 'quickStart',
    userId: HOST,
    gameType: makeGameType(),
    topic: { ...makeTopic(), id, title: `Topic ${id}` },
    now: later(state),
  });
}

const round = (scores: number[]): RoundResult => ({
  topicTitle: 'T',
  teams: scores.map((score, i) => ({ id: `team-${i + 1}`, name: `Team ${i + 1}`, score })),
});

describe('rounds of a match', () => {
  it('[ROUND-1][ROUND-2] Next Round carries the finished game into the match standings', () => {
    const first = playUntilFinished(makePlayingParty());
    const firstScores = first.party.teams.map((t) => t.score);
    expect(matchRounds(first.party)).toHaveLength(1);
    const second = playUntilFinished(nextRound(first, 'topic-2'));
    expect(second.party.rounds).toHaveLength(1);
    const rounds = matchRounds(second.party);
    expect(rounds).toHaveLength(2);
    const totals = matchStandings(rounds);
    for (const [i, team] of second.party.teams.entries()) {
      const line = totals.find((s) => s.team.id === team.id);
      expect(line?.team.score).toBe(team.score + (firstScores[i] ?? 0));
    }
  });

  it('[ROUND-1] a game in play is not a round yet; one game is one round', () => {
    const playing = makePlayingParty();
    expect(matchRounds(playing.party)).toEqual([]);
  });

  it('[ROUND-1] match totals add up per team and rank as WIN-3 does', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.integer({ min: 0, max: 15 }), { minLength: 2, maxLength: 2 }), {
          minLength: 1,
          maxLength: 6,
        }),
        (games) => {
          const lines = matchStandings(games.map(round));
          const sum = (i: number) => games.reduce((total, g) => total + (g[i] ?? 0), 0);
          expect(lines.map((l) => l.team.score).sort()).toEqual([sum(0), sum(1)].sort());
          for (const line of lines) {
            const better = lines.filter((o) => o.team.score > line.team.score).length;
            expect(line.place).toBe(better + 1);
          }
        },
      ),
    );
  });

  it('[ROUND-2] Play Again keeps the game as a round too', () => {
    const first = playUntilFinished(makePlayingParty());
    const lobby = run(first, { type: 'playAgain', userId: HOST, now: later(first) });
    expect(lobby.party.rounds).toHaveLength(1);
    expect(lobby.party.status).toBe('lobby');
  });

  it('[ROUND-2] "Choose topic" on the results starts the next round at the topics', () => {
    const first = playUntilFinished(makePlayingParty());
    const choosing = run(first, { type: 'startGame', userId: HOST, now: later(first) });
    expect(choosing.party).toMatchObject({ status: 'choosing', topic: null, revealedIndices: [] });
    expect(choosing.party.gameType).toEqual(first.party.gameType);
    expect(choosing.party.rounds).toHaveLength(1);
    expect(choosing.guesses).toEqual([]);
  });

  it('[ROUND-3] End Match (host, results) ends it; the next game starts a new match', () => {
    const first = playUntilFinished(makePlayingParty());
    expect(
      applyPartyCommand(first, { type: 'endMatch', userId: 'player-1', now: later(first) }),
    ).toEqual({ ok: false, error: 'Only the host can do that' });
    const over = run(first, { type: 'endMatch', userId: HOST, now: later(first) });
    expect(over.party.matchOver).toBe(true);
    expect(applyPartyCommand(over, { type: 'endMatch', userId: HOST, now: later(over) })).toEqual({
      ok: false,
      error: 'The match is already over',
    });
    const fresh = nextRound(over, 'topic-2');
    expect(fresh.party.rounds).toEqual([]);
    expect(fresh.party.matchOver).toBe(false);
    const playing = makePlayingParty();
    expect(
      applyPartyCommand(playing, { type: 'endMatch', userId: HOST, now: later(playing) }).ok,
    ).toBe(false);
  });

  it('[ROUND-4] Begin Game records the topic as played, least recent first', () => {
    const first = playUntilFinished(makePlayingParty());
    expect(first.party.playedTopicIds).toEqual(['largest-planets']);
    const second = nextRound(first, 'topic-2');
    expect(second.party.playedTopicIds).toEqual(['largest-planets', 'topic-2']);
    expect(withTopicPlayed(['a', 'b', 'c'], 'a')).toEqual(['b', 'c', 'a']);
  });

  it('[ROUND-9] a long evening keeps at most 20 rounds listed, with the same match totals', () => {
    const scores = fc.array(
      fc.array(fc.integer({ min: 0, max: 25 }), { minLength: 2, maxLength: 2 }),
      {
        maxLength: 3 * MAX_MATCH_ROUNDS,
      },
    );
    fc.assert(
      fc.property(scores, (games) => {
        const rounds = games.map((points) => round(points));
        const kept = boundedRounds(rounds);
        expect(kept.length).toBe(Math.min(rounds.length, MAX_MATCH_ROUNDS));
        expect(matchStandings(kept)).toEqual(matchStandings(rounds));
        if (rounds.length > MAX_MATCH_ROUNDS)
          expect(kept[0]?.topicTitle).toBe(EARLIER_ROUNDS_TITLE);
        // The latest rounds stay as they were.
        expect(kept.at(-1)).toEqual(rounds.at(-1));
      }),
    );
  });

  it('[ROUND-9] the played topics stay bounded, the most recent kept', () => {
    const many = Array.from({ length: MAX_PLAYED_TOPICS }, (_, i) => `t-${i}`);
    const played = withTopicPlayed(many, 'new');
    expect(played).toHaveLength(MAX_PLAYED_TOPICS);
    expect(played[0]).toBe('t-1');
    expect(played.at(-1)).toBe('new');
  });

  it('[ROUND-4][ROUND-8] a view lists the topics of finished games, after End Match too, never the one in play', () => {
    const first = playUntilFinished(makePlayingParty());
    expect(partyView(first, HOST).party.playedTopicIds).toEqual(['largest-planets']);
    const over = run(first, { type: 'endMatch', userId: HOST, now: later(first) });
    const second = nextRound(over, 'topic-2');
    // A new match, no rounds: the server still refuses twins of the first topic, and says so.
    expect(second.party.rounds).toEqual([]);
    expect(second.party.playedTopicIds).toEqual(['largest-planets', 'topic-2']);
    expect(partyView(second, 'player-1').party.playedTopicIds).toEqual(['largest-planets']);
    const done = playUntilFinished(second);
    expect(partyView(done, 'player-1').party.playedTopicIds).toEqual([
      'largest-planets',
      'topic-2',
    ]);
    // A topic played again is hidden while in play, wherever it stood in the list.
    const again = run(done, {
      type: 'quickStart',
      userId: HOST,
      gameType: makeGameType(),
      topic: makeTopic(),
      now: later(done),
    });
    expect(again.party.status).toBe('playing');
    expect(finishedTopicIds(again.party)).toEqual(['topic-2']);
  });
});
