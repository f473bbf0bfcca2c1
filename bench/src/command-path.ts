/**
 * The party engine's own cost per command, in one process without sockets: the command's
 * transaction (read, rules, writes, commit) and the fan-out's view work (shared view,
 * delta, each member's viewer block), for parties of M members playing the bench's game
 * (set-up, guesses of the bench's mix, Play Again). CPU and wall time per command type.
 *   tsx bench/src/command-path.ts [--parties N] [--players M] [--games G] [--rounds R] [--prof FILE]
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gameTypes, topics } from '@trivia/content';
import type { PartyState } from '@trivia/game';
import type { PartyChangeCommand } from '@trivia/protocol';
import { openPreparedDatabase } from '../../packages/server/src/storage/prepare';
import { createLocalChangeBus } from '../../packages/server/src/parties/party-events';
import { PartyService } from '../../packages/server/src/parties/party-service';
import { ViewCache } from '../../packages/server/src/realtime/view-cache';
import { ViewerBlocks } from '../../packages/server/src/realtime/viewer-blocks';
import { createGuestUser } from '../../packages/server/src/storage/users';
import { chooseGuess, GAME_TYPE_ID, pickTopicId } from './load/guess-choice';

const { values } = parseArgs({
  options: {
    parties: { type: 'string', default: '20' },
    players: { type: 'string', default: '30' },
    games: { type: 'string', default: '4' },
    rounds: { type: 'string', default: '6' },
    prof: { type: 'string' },
  },
});
const PARTIES = Number(values.parties);
const PLAYERS = Number(values.players);
const GAMES = Number(values.games);
const ROUNDS = Number(values.rounds);
const TEAM_NAMES = ['Red', 'Blue', 'Green', 'Gold'];

const dataDir = mkdtempSync(path.join(tmpdir(), 'trivia-command-path-'));
const { database } = await openPreparedDatabase(
  { dataDir, databaseUrl: undefined },
  { gameTypes, topics },
);
const bus = createLocalChangeBus((error) => {
  throw error;
});
const service = new PartyService({ database, now: () => Date.now(), bus, freezeStates: false });
const views = new ViewCache();
const viewers = new ViewerBlocks();
const seen = new Map<string, number>();
const engine = {
  service,
  guest: async (displayName: string) => {
    const user = await createGuestUser(database.db, { displayName, now: Date.now() });
    return { id: user.id, displayName };
  },
  close: () => database.close(),
};

interface Timing {
  count: number;
  ms: number;
}
const timings = new Map<string, Timing>();
let fanOutMs = 0;
let fanOuts = 0;

/** The fan-out's work per published version, as PartyFeed does it for each member. */
bus.subscribe((change) => {
  const state: PartyState | null | undefined = change.state;
  if (state === null || state === undefined) return;
  const started = performance.now();
  const { code, version } = state.party;
  const base = seen.get(code);
  seen.set(code, version);
  const now = Date.now();
  const delta = base === undefined ? null : views.deltaOf(state, base);
  const shared = delta?.message(now);
  for (const member of state.members) {
    const { info } = viewers.of(state, member.userId);
    if (delta === null) views.sharedOf(state).message(code, now, info);
  }
  void shared;
  fanOutMs += performance.now() - started;
  fanOuts += 1;
});

async function run(code: string, userId: string, type: string, payload: object = {}) {
  const command = { commandId: randomUUID(), type, payload: { code, ...payload } };
  const started = performance.now();
  const outcome = await engine.service.runCommand(code, userId, command as PartyChangeCommand);
  const timing = timings.get(type) ?? { count: 0, ms: 0 };
  timing.count += 1;
  timing.ms += performance.now() - started;
  timings.set(type, timing);
  return outcome;
}

async function makeParty(index: number): Promise<{ code: string; users: string[] }> {
  const users: Array<{ id: string; displayName: string }> = [];
  for (let i = 0; i < PLAYERS; i++) users.push(await engine.guest(`P${index}-${i}`));
  const [host, ...others] = users;
  if (host === undefined) throw new Error('no host');
  const created = await engine.service.createParty(host, randomUUID());
  if (!created.ok || created.result.code === undefined) throw new Error('create failed');
  const code = created.result.code;
  for (const user of others) await engine.service.joinParty(code, user, randomUUID());
  return { code, users: users.map((u) => u.id) };
}

async function playGame(code: string, users: string[], teams: number): Promise<void> {
  const host = users[0] ?? '';
  const state = async () => {
    const loaded = await engine.service.loadState(code);
    if (loaded === null) throw new Error('party gone');
    return loaded;
  };
  if ((await state()).party.status === 'lobby') await run(code, host, 'startGame');
  await run(code, host, 'chooseGameType', { gameTypeId: GAME_TYPE_ID });
  const topicId = pickTopicId();
  await run(code, host, 'chooseTopic', { topicId });
  await run(code, host, 'saveTeams', {
    teamNames: TEAM_NAMES.slice(0, teams),
    maxAttempts: 3,
    turnSeconds: 30,
  });
  await run(code, host, 'redistributeTeams');
  await run(code, host, 'beginGame');
  for (;;) {
    const { party, members } = await state();
    if (party.status !== 'playing') break;
    if (party.hostChecking) {
      // JUDGE-8: a refused last guess holds the winner for the host's call; skip it.
      await run(code, host, 'skipChecking');
      continue;
    }
    const team = members.filter((m) => m.teamId === party.activeTeamId);
    const guesser = team[party.turn % Math.max(1, team.length)];
    if (guesser === undefined) throw new Error('nobody in the active team');
    const { text } = chooseGuess(topicId, party.revealedIndices);
    await run(code, guesser.userId, 'guess', { text, turn: party.turn });
  }
  await run(code, host, 'playAgain');
}

const parties = [];
for (let i = 0; i < PARTIES; i++) parties.push(await makeParty(i));
// One game each to warm up, then the measured games.
for (const [i, p] of parties.entries()) await playGame(p.code, p.users, 2 + (i % 3));
timings.clear();
fanOutMs = 0;
fanOuts = 0;

let profiler: Session | null = null;
if (values.prof) {
  profiler = new Session();
  profiler.connect();
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.start');
}
// Rounds of GAMES games: the cheapest round is the engine's cost with the least
// interference from the machine (the median is printed too).
const rounds: number[] = [];
const mainRounds: number[] = [];
const t0 = performance.now();
const cpu0 = process.cpuUsage();
for (let round = 0; round < ROUNDS; round++) {
  const before = process.cpuUsage();
  const mainBefore = process.threadCpuUsage();
  const commandsBefore = countCommands();
  for (let g = 0; g < GAMES; g++) {
    await Promise.all(parties.map((p, i) => playGame(p.code, p.users, 2 + ((i + g) % 3))));
  }
  const used = process.cpuUsage(before);
  const mainUsed = process.threadCpuUsage(mainBefore);
  const done = countCommands() - commandsBefore;
  rounds.push((used.user + used.system) / done);
  mainRounds.push((mainUsed.user + mainUsed.system) / done);
}
const wallMs = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
if (profiler !== null && values.prof) {
  const { profile } = await profiler.post('Profiler.stop');
  writeFileSync(values.prof, JSON.stringify(profile));
}

function countCommands(): number {
  return [...timings.values()].reduce((sum, t) => sum + t.count, 0);
}
const commands = countCommands();
const spread = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  return `min ${(sorted[0] ?? 0).toFixed(0)}, median ${median.toFixed(0)} µs`;
};
const cpuMs = (cpu.user + cpu.system) / 1000;
const lines = [
  `${PARTIES} parties x ${PLAYERS}, ${ROUNDS} rounds of ${GAMES} games each: ${commands} commands in ${wallMs.toFixed(0)} ms`,
  `CPU ${cpuMs.toFixed(0)} ms (user ${(cpu.user / 1000).toFixed(0)}, system ${(cpu.system / 1000).toFixed(0)}): ${((1000 * cpuMs) / commands).toFixed(0)} µs per command`,
  `per command, by round of ${GAMES} games: process ${spread(rounds)}; main thread ${spread(mainRounds)}`,
  `fan-out view work: ${((1000 * fanOutMs) / fanOuts).toFixed(0)} µs per version (${fanOuts} versions)`,
  ...[...timings].map(
    ([type, t]) =>
      `  ${type.padEnd(18)} ${String(t.count).padStart(6)}  ${((1000 * t.ms) / t.count).toFixed(0).padStart(6)} µs wall each`,
  ),
];
process.stdout.write(`${lines.join('\n')}\n`);
await engine.close();
rmSync(dataDir, { recursive: true, force: true });
