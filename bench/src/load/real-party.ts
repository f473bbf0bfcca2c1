import { MESSAGES } from '@trivia/game';
import type { CommandResult, PartyView, ViewMessage } from '@trivia/protocol';
import { chooseGuess, GAME_TYPE_ID, pickTopicId } from './guess-choice';
import { signInGuest } from './guest-sign-in';
import { PlayLoop, withTimeout, type LoadParty } from './load-party';
import { PartyClient } from './party-client';
import type { PartySpec } from './party-spec';
import type { WindowRecorder } from './window-stats';

const TEAM_NAMES = ['Red', 'Blue', 'Green', 'Gold'];
const MAX_ATTEMPTS = 3;
/** In a party with short turns, this share of turns is left to the server's timer. */
const TIMED_OUT_TURN_SHARE = 0.25;
const VIEW_TIMEOUT_MS = 10_000;
/** The server times a turn out 2 to 2.25 s after its deadline (docs/PROTOCOL.md). */
const TIMEOUT_SLACK_MS = 2250 + 5000;

interface PendingGuess {
  t0: number;
  turn: number;
  guesserId: string;
  seen: Set<PartyClient>;
  /** When the last of the members seen so far received the message that shows the guess. */
  lastArrival: number;
  resolve: () => void;
}

/**
 * A party on the real server, driven through the real flow by its host (create, join,
 * start, game type, topic, teams, begin, play again) and played by the active team's
 * members. Measures guess → last viewer: from sending a guess to the moment the last
 * member received the message that gives it a view including the guess (the view is checked
 * once the delta is applied; the moment is the message's arrival, as for the floors).
 */
export class RealParty extends PlayLoop implements LoadParty {
  #clients: PartyClient[] = [];
  #code = '';
  #topicId = '';
  #pending: PendingGuess | null = null;

  constructor(
    private readonly spec: PartySpec,
    recorder: WindowRecorder,
  ) {
    super(recorder);
  }

  get connections(): number {
    return this.#clients.filter((client) => client.socket.connected).length;
  }

  async setup(): Promise<void> {
    for (const url of this.spec.urls) {
      this.#clients.push(new PartyClient(url, await signInGuest(url), this.recorder));
    }
    await Promise.all(this.#clients.map((client) => client.connect()));
    for (const client of this.#clients) client.onView = (c, m, at) => this.#onView(c, m, at);
    const created = await this.#expectOk(this.#host, 'createParty', {});
    this.#code = created.code ?? '';
    for (const member of this.#clients.slice(1)) {
      await this.#expectOk(member, 'joinParty', { code: this.#code });
    }
    await this.#host.waitForView(
      (m) => m.view.members.length === this.spec.players,
      VIEW_TIMEOUT_MS,
    );
  }

  close(): void {
    this.running = false;
    for (const client of this.#clients) client.close();
  }

  protected async play(rateMs: number): Promise<void> {
    await this.pause(this.spec.phase * rateMs);
    while (this.running) {
      await this.#prepareGame();
      if (!this.running) return;
      await this.#playGame(rateMs);
      if (!this.running) return;
      this.recorder.counts.gamesFinished += 1;
      await this.pause(rateMs);
      if (this.running) await this.#hostCommand('playAgain');
    }
  }

  get #host(): PartyClient {
    const host = this.#clients[0];
    if (host === undefined) throw new Error('a party without members');
    return host;
  }

  get #view(): PartyView {
    const latest = this.#host.latest;
    if (latest === null) throw new Error('the host has no view');
    return latest.view;
  }

  /** PARTY-2 as a host plays it: from lobby or choosing to a game in play. */
  async #prepareGame(): Promise<void> {
    const status = () => this.#view.party.status;
    if (status() === 'lobby') await this.#hostCommand('startGame');
    if (status() === 'choosing') {
      await this.#hostCommand('chooseGameType', { gameTypeId: GAME_TYPE_ID });
      this.#topicId = pickTopicId();
      await this.#hostCommand('chooseTopic', { topicId: this.#topicId });
    }
    if (status() === 'setup') {
      await this.#hostCommand('saveTeams', {
        teamNames: TEAM_NAMES.slice(0, this.spec.teams),
        maxAttempts: MAX_ATTEMPTS,
        turnSeconds: this.spec.turnSeconds,
      });
    }
    if (status() === 'team_setup') {
      await this.#hostCommand('redistributeTeams');
      await this.#hostCommand('beginGame');
    }
    if (status() !== 'playing')
      throw new Error(`party ${this.#code}: status ${status()} after setup`);
  }

  async #playGame(rateMs: number): Promise<void> {
    let next = performance.now();
    while (this.running) {
      next += rateMs;
      await this.pause(next - performance.now());
      const { party, members } = this.#view;
      if (!this.running || party.status === 'finished') return;
      if (party.status !== 'playing')
        throw new Error(`party ${this.#code}: status ${party.status} in a game`);
      if (party.hostChecking) {
        // JUDGE-8: a refused last guess holds the winner for the host's call; a host who has
        // nothing to accept skips it (no team is active meanwhile). The server's timer may
        // have closed the window first: a refusal then is no error.
        const ack = await this.#host.command('skipChecking', { code: this.#code });
        if (ack.ok) this.recorder.counts.hostCommands += 1;
        await this.#host.waitForView((m) => !m.view.party.hostChecking, VIEW_TIMEOUT_MS);
        next = performance.now();
        continue;
      }
      if (this.spec.timeouts && Math.random() < TIMED_OUT_TURN_SHARE) {
        await this.#letTurnTimeOut(party.turn, party.turnDeadline ?? Date.now());
        next = performance.now();
        continue;
      }
      const team = new Set(
        members.filter((m) => m.teamId === party.activeTeamId).map((m) => m.userId),
      );
      const guessers = this.#clients.filter((client) => team.has(client.userId));
      const guesser = guessers[party.turn % Math.max(1, guessers.length)];
      if (guesser === undefined) throw new Error(`party ${this.#code}: nobody in the active team`);
      await this.#guess(guesser, party.turn, party.revealedIndices);
    }
  }

  async #guess(guesser: PartyClient, turn: number, revealed: readonly number[]): Promise<void> {
    const { kind, text } = chooseGuess(this.#topicId, revealed);
    let resolve = () => {};
    const done = new Promise<void>((r) => (resolve = r));
    const pending: PendingGuess = {
      t0: performance.now(),
      turn,
      guesserId: guesser.userId,
      seen: new Set(),
      lastArrival: 0,
      resolve,
    };
    this.#pending = pending;
    this.recorder.counts.guessesSent += 1;
    const ack = await guesser.command('guess', { code: this.#code, text, turn });
    if (!ack.ok) {
      this.#pending = null;
      if (ack.error === MESSAGES.duplicateAnswer && kind === 'duplicate')
        this.recorder.counts.duplicates += 1;
      else if (ack.error === MESSAGES.staleTurn) this.recorder.counts.staleTurns += 1;
      else this.recorder.error(`guess (${kind}): ${ack.error}`);
      return;
    }
    if (kind === 'duplicate') this.recorder.error(`a repeated answer was accepted: ${text}`);
    this.recorder.counts.guessesApplied += 1;
    await withTimeout(
      done,
      VIEW_TIMEOUT_MS,
      () =>
        `party ${this.#code}: turn ${turn} reached ${pending.seen.size}/${this.#clients.length} members in ${VIEW_TIMEOUT_MS} ms`,
    );
    this.#pending = null;
  }

  /** Nobody guesses: the server's timer must record the time-out (docs/ARCHITECTURE.md, the turn timer). */
  async #letTurnTimeOut(turn: number, deadline: number): Promise<void> {
    await this.#host.waitForView(
      (m) => m.view.guesses.some((g) => g.turn === turn && g.timedOut && g.userId === null),
      Math.max(0, deadline - Date.now()) + TIMEOUT_SLACK_MS,
    );
    this.recorder.counts.timeouts += 1;
  }

  #onView(client: PartyClient, message: ViewMessage, arrivedAt: number): void {
    const pending = this.#pending;
    if (pending === null || pending.seen.has(client)) return;
    const shown = message.view.guesses.some(
      (g) => g.turn === pending.turn && g.userId === pending.guesserId,
    );
    if (!shown) return;
    pending.seen.add(client);
    pending.lastArrival = Math.max(pending.lastArrival, arrivedAt);
    if (pending.seen.size === this.#clients.length) {
      this.recorder.latency(pending.lastArrival - pending.t0);
      pending.resolve();
    }
  }

  async #hostCommand(type: string, payload: object = {}): Promise<void> {
    const result = await this.#expectOk(this.#host, type, { code: this.#code, ...payload });
    this.recorder.counts.hostCommands += 1;
    if (type === 'beginGame') this.recorder.counts.gamesBegun += 1;
    const version = result.version;
    if (version === undefined) return;
    await this.#host.waitForView((m) => m.version >= version, VIEW_TIMEOUT_MS);
  }

  async #expectOk(client: PartyClient, type: string, payload: object): Promise<CommandResult> {
    const ack = await client.command(type, payload);
    if (!ack.ok) throw new Error(`${type}: ${ack.error}`);
    return ack.result;
  }
}
