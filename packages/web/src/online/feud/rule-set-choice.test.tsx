import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PartyView } from '@trivia/game';
import { FakeRealtimeServer } from '../testing/fake-realtime-server';
import { makeSetupParty, viewOf } from '../testing/party-views';
import { renderOnline, serveParty } from '../testing/render-online';
import { finishedParty, viewFor } from '../../test/party-play-views';
import { fakeSend } from '../play/testing/render-play';
import type { Realtime } from '../connection';
import { NextRound } from '../results/next-round';

vi.mock('canvas-confetti', () => ({ default: Object.assign(vi.fn(), { reset: vi.fn() }) }));

let server: FakeRealtimeServer;
beforeEach(async () => {
  server = await FakeRealtimeServer.start();
});
afterEach(async () => {
  await server.close();
});

const asFeud = (view: PartyView): PartyView =>
  ({ ...view, party: { ...view.party, ruleSet: 'feud' } }) as PartyView;

describe('choosing the rule set', { timeout: 20_000 }, () => {
  it('[FEUD-1] setup offers Classic (the default) and Feud; Feud goes with saveTeams and hides attempts', async () => {
    serveParty(server, viewOf(makeSetupParty({ players: 3 })));
    const user = userEvent.setup();
    renderOnline('/party/ABC123/setup', server);
    const classic = await screen.findByRole<HTMLInputElement>('radio', { name: /^Classic/ });
    expect(classic.checked).toBe(true);
    expect(screen.getByRole('group', { name: 'Max attempts per team' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /^Feud/ }));
    expect(screen.queryByRole('group', { name: 'Max attempts per team' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Team Setup' }));
    await waitFor(() =>
      expect(server.commands('saveTeams')[0]?.payload).toMatchObject({ ruleSet: 'feud' }),
    );
  });

  it('[FEUD-7] a Feud party is remembered: setup starts on Feud', async () => {
    const state = makeSetupParty({ players: 3 });
    serveParty(server, asFeud(viewOf(state)));
    renderOnline('/party/ABC123/setup', server);
    const feud = await screen.findByRole<HTMLInputElement>('radio', { name: /^Feud/ });
    expect(feud.checked).toBe(true);
  });

  it('[FEUD-7] Next Round keeps the rules by default and sends a switch with quickStart', async () => {
    const send = fakeSend();
    const view = asFeud(
      viewFor(finishedParty(['jupiter', 'pluto', 'saturn', 'mars', 'uranus', 'venus']), 'host'),
    );
    const user = userEvent.setup();
    render(<NextRound view={view} send={send as unknown as Realtime['send']} />);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /^Feud/ }).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next Round' }));
    expect(send).toHaveBeenLastCalledWith('quickStart', {
      code: 'ABC123',
      pick: { kind: 'surprise', difficulty: null },
    });
    await user.click(screen.getByRole('radio', { name: /^Classic/ }));
    await user.click(screen.getByRole('button', { name: 'Next Round' }));
    expect(send).toHaveBeenLastCalledWith('quickStart', {
      code: 'ABC123',
      pick: { kind: 'surprise', difficulty: null },
      ruleSet: 'classic',
    });
  });
});
