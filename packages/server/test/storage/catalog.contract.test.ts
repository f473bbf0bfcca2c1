import { describe, expect, it } from 'vitest';
import {
  findPlayableGameType,
  gameTypeExists,
  listOnlineGameTypes,
  listPlayableGameTypes,
  listTopics,
  listTopicsOfGameType,
} from '../../src/storage/catalog';
import { importTopics, loadBuiltinCatalog } from '../../src/storage/catalog-import';
import { makeContent, makeTopic } from '../support/builders';
import { storageTargets } from '../support/storage-targets';
import { useTestDatabase } from '../support/use-test-database';

describe.each(storageTargets())('storage contract: catalog ($kind)', (target) => {
  const db = useTestDatabase(target);

  it('loads the built-in catalog once: a second load changes nothing', async () => {
    expect(await loadBuiltinCatalog(db(), makeContent())).toEqual({
      added: 3,
      changed: 0,
      unchanged: 0,
    });
    expect(await loadBuiltinCatalog(db(), makeContent())).toEqual({
      added: 0,
      changed: 0,
      unchanged: 3,
    });
    expect(await listTopics(db())).toHaveLength(3);
  });

  it('lists only game types that have topics, in content order', async () => {
    await loadBuiltinCatalog(db(), makeContent());
    expect(await listPlayableGameTypes(db())).toEqual([makeContent().gameTypes[0]]);
    expect(await gameTypeExists(db(), 'family-feud')).toBe(true);
    expect(await gameTypeExists(db(), 'nope')).toBe(false);
  });

  it('[SURVEY-11] lists Survey Says online too, its topics being the party survey boards', async () => {
    await loadBuiltinCatalog(db(), makeContent());
    const ids = (await listOnlineGameTypes(db())).map((gameType) => gameType.id);
    expect(ids).toEqual(['top5-blitz', 'family-feud']);
  });

  it('[SURVEY-11] finds one game type a host may choose: with topics, or Survey Says', async () => {
    await loadBuiltinCatalog(db(), makeContent());
    const [playable, survey] = makeContent().gameTypes;
    expect(await findPlayableGameType(db(), playable?.id ?? '')).toEqual(playable);
    expect(await findPlayableGameType(db(), 'family-feud')).toEqual(survey);
    expect(await findPlayableGameType(db(), 'nope')).toBeNull();
  });

  it('round-trips topics with their ranked answers and aliases', async () => {
    await loadBuiltinCatalog(db(), makeContent());
    const topics = await listTopicsOfGameType(db(), 'top5-blitz');
    expect(topics.map((topic) => topic.title)).toEqual([
      'Largest oceans',
      'Longest rivers',
      'Tallest mountains',
    ]);
    expect(topics[0]).toEqual({ ...makeTopic(), origin: 'builtin' });
  });

  it('updates a changed built-in topic and removes one content no longer has', async () => {
    await loadBuiltinCatalog(db(), makeContent());
    const content = makeContent();
    const summary = await loadBuiltinCatalog(db(), {
      gameTypes: content.gameTypes,
      topics: [{ ...makeTopic(), title: 'The largest oceans' }],
    });
    expect(summary).toEqual({ added: 0, changed: 1, unchanged: 0 });
    expect((await listTopics(db())).map((topic) => topic.title)).toEqual(['The largest oceans']);
  });

  it('never overwrites an administrator import with built-in content', async () => {
    await loadBuiltinCatalog(db(), makeContent());
    const imported = { ...makeTopic(), title: 'Oceans by area (admin)' };
    expect(await importTopics(db(), [imported], { dryRun: false })).toEqual({
      added: 0,
      changed: 1,
      unchanged: 0,
    });
    await loadBuiltinCatalog(db(), makeContent());
    const topic = (await listTopics(db())).find((entry) => entry.id === imported.id);
    expect(topic).toMatchObject({ title: 'Oceans by area (admin)', origin: 'import' });
  });

  it('reports an import without writing anything on a dry run', async () => {
    await loadBuiltinCatalog(db(), makeContent());
    const topics = [makeTopic(), makeTopic({ id: 'new-one', title: 'New one' })];
    expect(await importTopics(db(), topics, { dryRun: true })).toEqual({
      added: 1,
      changed: 1, // same content, but it would become an admin import
      unchanged: 0,
    });
    expect(await listTopics(db())).toHaveLength(3);
    expect(await importTopics(db(), topics, { dryRun: false })).toEqual({
      added: 1,
      changed: 1,
      unchanged: 0,
    });
    expect(await importTopics(db(), topics, { dryRun: false })).toEqual({
      added: 0,
      changed: 0,
      unchanged: 2,
    });
  });

  it('refuses topics of an unknown game type and writes none of them', async () => {
    await loadBuiltinCatalog(db(), makeContent());
    const topics = [
      makeTopic({ id: 'fine' }),
      makeTopic({ id: 'orphan', gameTypeId: 'unknown-type' }),
    ];
    await expect(importTopics(db(), topics, { dryRun: false })).rejects.toThrow(
      'Unknown game type: unknown-type',
    );
    expect(await listTopics(db())).toHaveLength(3);
  });
});
