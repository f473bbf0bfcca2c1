import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { HOST, later, makePlayingParty, playTurn, run } from '../testing/party-builders';
import { makeTopic, PLANETS } from '../testing/topic-builders';
import { applyPartyCommand } from './apply-command';
import { turnTakenReply } from './guess-reply';
import { cleanGuessText } from './guess-text';
import type { PartyState } from './party-state';
import { partyView, sharedPartyView } from './party-view';

/** What may never reach a screen: control, format (bidi, zero-width) and ignorable characters. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;

const BANDS = makeTopic({
  answers: ['The Beatles', 'Sex Pistols', 'Pussy Riot', 'Queen', 'Abba'],
  title: 'Bands',
});

function guessBy(state: PartyState, userId: string, text: string) {
  return applyPartyCommand(state, { type: 'guess', userId, text, now: later(state) });
}

describe('cleanGuessText, where a guess enters', () => {
  it.each([
    ['\u202Etsoh evil', 'tsoh evil'],
    ['Pa\u200Bris', 'Paris'],
    ['\u2066Rome\u2069', 'Rome'],
    ['Bob\u0000\u0007', 'Bob'],
    ['New\nYork\t City', 'New York City'],
    ['Ro\u2028me', 'Ro me'],
    ['\u3164\uFFA0Oslo', 'Oslo'],
    ['Zoe\u0308', 'Zoë'],
    ['Z\u0300\u0301\u0302\u0303\u0304\u0305ed', 'Z\u0300\u0301\u0302ed'],
    ['  Jupiter  ', 'Jupiter'],
  ])('[VIEW-3] cleans %j to %j', (raw, clean) => {
    expect(cleanGuessText(raw)).toBe(clean);
  });

  it('[VIEW-3] leaves nothing invisible, is trimmed and idempotent, for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 100 }), (raw) => {
        const clean = cleanGuessText(raw);
        expect(clean).not.toMatch(INVISIBLE);
        expect(clean).toBe(clean.trim());
        expect(cleanGuessText(clean)).toBe(clean);
      }),
    );
  });
});

describe('The guess rule records the cleaned guess', () => {
  it('[VIEW-3][MATCH-1] an invisible character hides nothing: "Jupi\\u200Bter" finds Jupiter', () => {
    const state = playTurn(makePlayingParty(), 'Jupi\u200Bter');
    expect(state.guesses[0]).toMatchObject({ text: 'jupiter', correct: true, rank: 0 });
  });

  it('[VIEW-3] invisible characters put anywhere in a right guess change nothing: it finds the same answer', () => {
    const invisible = fc.constantFrom('\u200B', '\u200D', '\u202E', '\u2066', '\uFEFF', '\u0007');
    fc.assert(
      fc.property(
        fc.constantFrom(...PLANETS.map((planet, rank) => ({ planet, rank }))),
        fc.array(fc.tuple(fc.nat(), invisible), { maxLength: 4 }),
        ({ planet, rank }, inserts) => {
          const letters = [...planet];
          for (const [at, character] of inserts)
            letters.splice(at % (letters.length + 1), 0, character);
          const state = playTurn(makePlayingParty(), letters.join(''));
          expect(state.guesses[0]).toMatchObject({
            text: planet.toLowerCase(),
            correct: true,
            rank,
          });
          expect(sharedPartyView(state).guesses[0]?.text).not.toMatch(INVISIBLE);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('[VIEW-3] a right-to-left override is not recorded', () => {
    const state = playTurn(makePlayingParty(), '\u202Enrutas');
    expect(state.guesses[0]?.text).toBe('nrutas');
  });

  it.each(['\u202E', '\u200B\u200D', '\u2066\u2069', '\u0007'])(
    '[VIEW-3] a guess of invisible characters only (%j) is refused with a clear message and changes nothing',
    (text) => {
      const state = makePlayingParty();
      expect(guessBy(state, HOST, text)).toEqual({ ok: false, error: MESSAGES.invisibleGuess });
    },
  );

  it('[TURN-7] an empty guess still records the time-out', () => {
    const state = playTurn(makePlayingParty(), '   ');
    expect(state.guesses[0]).toMatchObject({ timedOut: true });
  });
});

describe('Profanity in guesses is masked for viewers, not for matching', () => {
  const playing = () => makePlayingParty({ players: 3, topic: BANDS });

  it('[VIEW-4] a wrong guess is kept as typed and shown masked to every viewer, the big screen too', () => {
    const state = playTurn(playing(), 'fuck off');
    expect(state.guesses[0]).toMatchObject({ text: 'fuck off', correct: false });
    for (const viewer of [HOST, 'player-1', 'screen:abc']) {
      expect(partyView(state, viewer).guesses[0]?.text).toBe('**** off');
    }
    expect(sharedPartyView(state).guesses[0]?.text).toBe('**** off');
  });

  it('[VIEW-4] spaced and dotted spellings are masked too', () => {
    const state = playTurn(playing(), 's.h.i.t');
    expect(sharedPartyView(state).guesses[0]?.text).toBe('*******');
  });

  it('[VIEW-4] a guess that names an answer still scores, and shows the answer’s own words', () => {
    const state = playTurn(playing(), 'Pussy Riot');
    expect(state.guesses[0]).toMatchObject({ correct: true, rank: 2, points: 3 });
    expect(sharedPartyView(state).guesses[0]?.text).toBe('pussy riot');
    const next = playTurn(state, 'fucking sex pistols');
    expect(next.guesses[1]).toMatchObject({ correct: true, rank: 1, points: 4 });
    expect(sharedPartyView(next).guesses[1]?.text).toBe('******* sex pistols');
  });

  it('[VIEW-4] the same list comes back while the guesses are the same (a view delta skips it)', () => {
    const clean = playTurn(playing(), 'queen');
    expect(sharedPartyView(clean).guesses).toBe(clean.guesses);
    const rude = playTurn(clean, 'shit');
    expect(sharedPartyView(rude).guesses).toBe(sharedPartyView(rude).guesses);
  });

  it("[VIEW-4][TURN-8] a teammate's guess named in a turnTaken reply is masked", () => {
    // Host and player-2 share team-1; player-2 typed in the turn the host's guess took.
    const before = playing();
    const turn = before.party.turn;
    const state = run(before, { type: 'guess', userId: HOST, text: 'shit', now: later(before) });
    expect(turnTakenReply(state, 'player-2', turn)).toMatchObject({
      kind: 'turnTaken',
      text: '****',
    });
  });

  it("[VIEW-4][JUDGE-7] an accepted guess's text in the host's corrections is masked", () => {
    let state = playTurn(playing(), 'fucking abbba');
    state = run(state, {
      type: 'acceptGuess',
      userId: HOST,
      guessIndex: 0,
      turn: state.guesses[0]?.turn ?? 0,
      rank: 4,
      now: later(state),
    });
    expect(state.judgements[0]?.guessText).toBe('fucking abbba');
    expect(sharedPartyView(state).judgements[0]?.guessText).toBe('******* abbba');
  });
});
