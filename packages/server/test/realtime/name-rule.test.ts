import { isNameTaken } from '@trivia/game';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUSED_NAMES, refusalOf } from '../../../game/src/testing/name-attacks';
import { signInAsGuest } from '../support/accounts';
import { storageTargets } from '../support/storage-targets';
import { PartyClient } from './support/party-client';
import { closeAll, connectPlayer, must, type Player } from './support/party-flow';
import { startRealtimeApp, type RealtimeTestApp } from './support/realtime-app';

/** The name rule (NAME-1 to NAME-8) through the real HTTP API and socket protocol. */
describe.each(storageTargets())('names that deceive, in a party ($kind)', (target) => {
  let testApp: RealtimeTestApp;
  const players: Player[] = [];
  beforeAll(async () => {
    testApp = await startRealtimeApp(target);
  });
  afterAll(async () => {
    closeAll(...players);
    await testApp?.close();
  });

  /** A guest who named themself through PATCH /api/me, connected to the socket. */
  async function renamedGuest(displayName: string): Promise<Player> {
    const { client, user } = await signInAsGuest(testApp);
    const renamed = await client.patch('/api/me', { displayName });
    if (renamed.status !== 200) throw new Error(`rename refused: ${renamed.text}`);
    const cookie = client.jar.header(testApp.url);
    const player = { userId: user.uid, displayName, cookie };
    players.push({ ...player, client: await PartyClient.connect(testApp.url, { cookie }) });
    return players.at(-1) as Player;
  }

  async function memberNames(viewer: Player, code: string, count: number): Promise<string[]> {
    const seen = await viewer.client.waitForView(code, (m) => m.view.members.length === count);
    return seen.view.members.map((m) => m.displayName);
  }

  it('[NAME-6][NAME-7] a joiner named like the host, exactly or by look-alikes, is listed numbered', async () => {
    const host = await renamedGuest('Alex');
    const { code } = await must(host, 'createParty', {});
    if (!code) throw new Error('no code');
    const twins = ['Alex', '\u0410lex', 'AIex', 'ALEX']; // exact, Cyrillic А, capital I, case
    for (const name of twins) await must(await renamedGuest(name), 'joinParty', { code });
    const names = await memberNames(host, code, 1 + twins.length);
    expect(names).toEqual(['Alex', 'Alex (2)', '\u0410lex (3)', 'AIex (4)', 'ALEX (5)']);
    names.forEach((name, index) => {
      expect(
        isNameTaken(
          name,
          names.filter((_, other) => other !== index),
        ),
      ).toBe(false);
    });
  });

  it('[NAME-6][NAME-7] a joiner named "Alex" with combining accents is numbered beside the host "Alex"', async () => {
    const host = await renamedGuest('Alex');
    const { code } = await must(host, 'createParty', {});
    if (!code) throw new Error('no code');
    const twins = ['Ale\u0301x', 'A\u0300lex', 'Alex\u0336']; // acute, grave, a stroke through
    for (const name of twins) await must(await renamedGuest(name), 'joinParty', { code });
    const names = await memberNames(host, code, 1 + twins.length);
    // The profile keeps the name under NFKC ("é" composed); the party numbers each look-alike.
    expect(names).toEqual(['Alex', 'Al\u00E9x (2)', '\u00C0lex (3)', 'Alex\u0336 (4)']);
  });

  // PostgreSQL cannot store NUL in text at all, so no such row can exist there.
  const storable = REFUSED_NAMES.filter(
    (a) => target.kind !== 'postgres' || !a.name.includes('\0'),
  );
  it.each(storable)(
    '[NAME-3][NAME-4] a name stored before the rule, with $attack, cannot join or create',
    async (attack) => {
      const host = await connectPlayer(testApp, 'Hana');
      players.push(host);
      const { code, version } = await must(host, 'createParty', {});
      if (!code) throw new Error('no code');
      const legacy = await connectPlayer(testApp, attack.name);
      players.push(legacy);
      const error = refusalOf(attack);
      expect(await legacy.client.send('joinParty', { code })).toMatchObject({ ok: false, error });
      expect(await legacy.client.send('createParty', {})).toMatchObject({ ok: false, error });
      const state = await testApp.realtime.service.loadState(code);
      expect(state?.party.version).toBe(version);
      expect(state?.members.map((m) => m.displayName)).toEqual(['Hana']);
    },
  );

  describe('team names (saveTeams)', () => {
    async function setupParty() {
      const host = await connectPlayer(testApp, 'Hana');
      const guest = await connectPlayer(testApp, 'Gus');
      players.push(host, guest);
      const { code } = await must(host, 'createParty', {});
      if (!code) throw new Error('no code');
      await must(guest, 'joinParty', { code });
      await must(host, 'startGame', { code });
      await must(host, 'chooseGameType', { code, gameTypeId: 'top5-blitz' });
      await must(host, 'chooseTopic', { code, topicId: 'largest-oceans' });
      return { host, code };
    }

    async function trySave(teamNames: string[], error: string) {
      const { host, code } = await setupParty();
      const before = await testApp.realtime.service.loadState(code);
      const payload = { code, teamNames, maxAttempts: 3, turnSeconds: 30 };
      expect(await host.client.send('saveTeams', payload)).toMatchObject({ ok: false, error });
      const after = await testApp.realtime.service.loadState(code);
      expect(after?.party).toEqual(before?.party);
    }

    it.each(REFUSED_NAMES)('[NAME-3][NAME-4] refuses a team named with $attack', (attack) =>
      trySave(['Red', attack.name], refusalOf(attack, 'team')),
    );

    it.each([
      [['Team 1', 'Team l'], 'Team names must be different: "Team l" looks like "Team 1"'],
      [['Red', 'R\u0435d'], 'Team names must be different: "R\u0435d" looks like "Red"'],
      [['Blue', 'Blue'], 'Team names must be different: "Blue" is used twice'],
    ])('[NAME-8] refuses look-alike team names %j', (teamNames, error) =>
      trySave(teamNames, error),
    );

    it('[NAME-5] refuses a profane team name', () =>
      trySave(
        ['Red', 'Bitch Squad'],
        'Team name contains a word that is not allowed. Please choose another.',
      ));

    it('[NAME-1][TEAM-2] saves normalised team names', async () => {
      const { host, code } = await setupParty();
      const teamNames = ['  Ｒed  Team ', 'Blue'];
      await must(host, 'saveTeams', { code, teamNames, maxAttempts: 3, turnSeconds: 30 });
      const state = await testApp.realtime.service.loadState(code);
      expect(state?.party.teams.map((t) => t.name)).toEqual(['Red Team', 'Blue']);
    });
  });
});
