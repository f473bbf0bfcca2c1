import { describe, expect, it } from 'vitest';
import { canGuess } from '../play/viewer-turn';
import { feudCanGuess, feudHeadline, feudWaitingText, feudWonText, ruleSetName } from './feud-view';
import { feudView } from './testing/feud-views';
import { playingParty, viewFor } from '../../test/party-play-views';

const floor = { round: { phase: 'floor' as const, controlTeam: 0, strikes: 1, bank: 9 } };
const steal = {
  round: { phase: 'steal' as const, controlTeam: 0, strikes: 3, bank: 9, stealQueue: [1] },
  activeTeamId: 'team-2',
};

describe('Feud on the phone: who may guess', () => {
  it('[FEUD-1] a Classic party reads as Classic, and its turn rule is unchanged', () => {
    const view = viewFor(playingParty({ players: ['ana'] }), 'host');
    expect(ruleSetName(view.party)).toBe('Classic');
    expect(canGuess(view)).toBe(true);
    expect(feudCanGuess(view)).toBe(false);
  });

  it('[FEUD-8] in the face-off only the two named players type, each once', () => {
    expect(canGuess(feudView('host'))).toBe(true);
    expect(canGuess(feudView('ana'))).toBe(true);
    expect(canGuess(feudView('ben'))).toBe(false);
    expect(canGuess(feudView('cal'))).toBe(false);
    const answered = feudView('host', {
      round: { faceOffAnswers: [{ rank: 2, order: 0 }, null] },
    });
    expect(canGuess(answered)).toBe(false);
    expect(feudWaitingText(answered)).toBe('Your answer is in. Waiting for the other player...');
  });

  it('[FEUD-2] the pair sees "Face-off! {you} vs {them}"; the others watch who is in it', () => {
    expect(feudHeadline(feudView('host'))).toBe('Face-off! Hana vs ana');
    expect(feudHeadline(feudView('ana'))).toBe('Face-off! ana vs Hana');
    expect(feudHeadline(feudView('ben'))).toBe('Face-off! Hana vs ana');
    expect(feudWaitingText(feudView('ben'))).toBe(
      'Hana and ana are answering. The better answer wins the floor.',
    );
  });

  it('[FEUD-8] on the floor only the named member guesses; teammates and the other team wait', () => {
    const turn = { ...floor, feudTurnUserId: 'ben' };
    expect(canGuess(feudView('ben', turn))).toBe(true);
    expect(canGuess(feudView('host', turn))).toBe(false);
    expect(canGuess(feudView('ana', turn))).toBe(false);
    expect(feudHeadline(feudView('ana', turn))).toBe('Team 1 has the floor');
    expect(feudWaitingText(feudView('host', turn))).toBe('ben is guessing. Help them out!');
    expect(feudWaitingText(feudView('ana', turn))).toBe(
      'Team 1 has the floor. Three strikes and you get a chance to steal!',
    );
  });

  it('[FEUD-8] in the steal any member of the stealing team may guess; the floor team cannot', () => {
    expect(canGuess(feudView('ana', steal))).toBe(true);
    expect(canGuess(feudView('cal', steal))).toBe(true);
    expect(canGuess(feudView('host', steal))).toBe(false);
    expect(feudHeadline(feudView('host', steal))).toBe('STEAL!');
    expect(feudWaitingText(feudView('host', steal))).toBe(
      'Team 2 is conferring: one guess to steal the bank.',
    );
  });

  it('[FEUD-5] the results name who took the bank and how', () => {
    const done = (wonBy: 'cleared' | 'steal' | 'held', winner: number) =>
      feudView('host', {
        round: { phase: 'done', controlTeam: 0, bank: 12, winner, wonBy },
        status: 'finished',
      }).party;
    expect(feudWonText(done('cleared', 0))).toBe('Team 1 cleared the board and banked 12 points!');
    expect(feudWonText(done('steal', 1))).toBe('Team 2 stole the bank: 12 points!');
    expect(feudWonText(done('held', 0))).toBe('Team 1 held on to the bank: 12 points.');
    expect(feudWonText(feudView('host').party)).toBeNull();
  });
});
