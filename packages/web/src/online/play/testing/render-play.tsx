import { configure, render } from '@testing-library/react';
import { vi } from 'vitest';
import type { PartyView } from '@trivia/game';
import type { Realtime, SendResult } from '../../connection';
import { PlayView } from '../play-view';

// Two shared cores and parallel test files: give async queries room before they fail.
configure({ asyncUtilTimeout: 5000 });

export type SendMock = ReturnType<
  typeof vi.fn<(type: string, payload: unknown) => Promise<SendResult>>
>;

/** A send that answers every command with `reply` (default: accepted, nothing to report). */
export function fakeSend(reply: SendResult = { ok: true, result: {} }): SendMock {
  return vi.fn(async (_type: string, _payload: unknown) => reply);
}

export interface PlayOptions {
  send?: SendMock;
  /** The server's clock; by default 25 s before the turn deadline, standing still. */
  serverNow?: () => number;
  onLeft?: () => void;
}

/** Renders the play screen for `view` with a fake connection; rerender with a newer view. */
export function renderPlay(view: PartyView, options: PlayOptions = {}) {
  const send = options.send ?? fakeSend();
  const deadline = view.party.turnDeadline ?? 0;
  const serverNow = options.serverNow ?? (() => deadline - 25_000);
  const onLeft = options.onLeft ?? vi.fn();
  const ui = (next: PartyView) => (
    <PlayView
      view={next}
      send={send as unknown as Realtime['send']}
      serverNow={serverNow}
      onLeft={onLeft}
    />
  );
  const result = render(ui(view));
  return { ...result, send, onLeft, show: (next: PartyView) => result.rerender(ui(next)) };
}
