import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guessBy, HOST, playingParty, viewFor } from '../../test/party-play-views';
import { renderPlay } from './testing/render-play';
import { YOUR_TURN_VIBRATION_MS } from './use-your-turn-cue';

const panel = () => screen.getByRole('region', { name: 'Current turn' });

afterEach(() => vi.unstubAllGlobals());

describe("phone play, the viewer's team and turn", () => {
  it('says "You\'re on {team}" on the play screen, for the guessing team and the waiting one', () => {
    const state = playingParty({ players: ['ana', 'ben'] });
    const host = renderPlay(viewFor(state, HOST));
    expect(panel().textContent).toContain("You're on Team 1");
    host.unmount();
    renderPlay(viewFor(state, 'ana'));
    expect(panel().textContent).toContain("You're on Team 2");
  });

  it("the team's own turn fills the panel with its colour; the others see who is guessing", () => {
    const state = playingParty({ players: ['ana', 'ben'] });
    const host = renderPlay(viewFor(state, HOST));
    expect(panel().dataset.yourTurn).toBe('true');
    expect(screen.getByText("Your team's turn!").className).toContain('bg-red-700');
    host.unmount();
    renderPlay(viewFor(state, 'ana'));
    expect(panel().dataset.yourTurn).toBe('false');
    expect(screen.queryByText("Your team's turn!")).toBeNull();
    expect(panel().textContent).toMatch(/Guessing now: Hana(, ben)?/);
  });

  it('when the turn comes to the team the focus moves to the input and the phone buzzes', () => {
    const vibrate = vi.fn(() => true);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { vibrate }));
    const state = playingParty({ players: ['ana', 'ben'] });
    const ana = renderPlay(viewFor(state, 'ana'));
    expect(vibrate).not.toHaveBeenCalled();
    ana.show(viewFor(guessBy(state, HOST, 'pluto'), 'ana'));
    const input = screen.getByRole('textbox', { name: 'Team 2, your guess' });
    expect(document.activeElement).toBe(input);
    expect(vibrate).toHaveBeenCalledWith(YOUR_TURN_VIBRATION_MS);
  });
});
