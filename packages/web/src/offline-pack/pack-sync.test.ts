import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../test/render';
import { makeBundle, makeTopic, TOP5 } from '../test/offline-fixtures';
import { openTopic } from './offline-pack-query';
import { deleteSavedBundle, readSavedBundle } from './pack-storage';
import { FRESH_FOR_MS, isPackFresh, syncOfflinePack } from './pack-sync';

const planets = makeTopic();
const albums = makeTopic({ id: 'albums', title: 'Best-selling albums' });
const v1 = makeBundle([TOP5], [planets], 'v1');
const v2 = makeBundle([TOP5], [planets, albums], 'v2');

afterEach(async () => {
  vi.restoreAllMocks();
  await deleteSavedBundle();
});

describe('the offline pack on this device', () => {
  it('downloads the bundle once and keeps it', async () => {
    mockFetch({ 'GET /api/offline-bundle': () => json(v1) });
    expect((await syncOfflinePack()).kind).toBe('updated');
    expect(await readSavedBundle()).toEqual(v1);
  });

  it('asks as the page preloads it, and keeps the saved bundle when the version is the same', async () => {
    const asked: (RequestInit | undefined)[] = [];
    mockFetch({
      'GET /api/offline-bundle': (init) => {
        asked.push(init);
        return json(v1);
      },
    });
    expect((await syncOfflinePack()).kind).toBe('updated');
    // The browser's HTTP cache revalidates with the ETag (a 304 reads as the cached v1).
    expect((await syncOfflinePack()).kind).toBe('current');
    expect(await readSavedBundle()).toEqual(v1);
    // What `<link rel=preload as=fetch crossorigin=anonymous>` asks for: nothing else set.
    expect(asked).toEqual([{ credentials: 'same-origin' }, { credentials: 'same-origin' }]);
  });

  it('keeps the saved bundle on a bare 304', async () => {
    mockFetch({ 'GET /api/offline-bundle': () => json(v1) });
    await syncOfflinePack();
    mockFetch({ 'GET /api/offline-bundle': () => new Response(null, { status: 304 }) });
    expect((await syncOfflinePack()).kind).toBe('current');
    expect(await readSavedBundle()).toEqual(v1);
  });

  it('replaces the bundle with a new version, whose topics then open', async () => {
    mockFetch({ 'GET /api/offline-bundle': () => json(v1) });
    await syncOfflinePack();
    mockFetch({ 'GET /api/offline-bundle': () => json(v2) });
    expect((await syncOfflinePack()).kind).toBe('updated');
    const saved = await readSavedBundle();
    expect(saved?.version).toBe('v2');
    const sealed = saved?.topics.find((topic) => topic.id === 'albums');
    expect(sealed && saved ? openTopic(saved.key, sealed) : null).toEqual(albums);
  });

  it('keeps the old bundle when a download is cut short or incomplete', async () => {
    mockFetch({ 'GET /api/offline-bundle': () => json(v1) });
    await syncOfflinePack();
    const body = JSON.stringify(v2);
    mockFetch({
      'GET /api/offline-bundle': () =>
        new Response(body.slice(0, body.length / 2), {
          headers: { 'Content-Type': 'application/json' },
        }),
    });
    expect((await syncOfflinePack()).kind).toBe('failed');
    mockFetch({ 'GET /api/offline-bundle': () => json({ version: 'v2', topics: [] }) });
    expect((await syncOfflinePack()).kind).toBe('failed');
    mockFetch({
      'GET /api/offline-bundle': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect((await syncOfflinePack()).kind).toBe('failed');
    expect(await readSavedBundle()).toEqual(v1);
  });

  it('saves nothing without a session (401)', async () => {
    mockFetch({
      'GET /api/offline-bundle': () => json({ error: 'No user logged in' }, 401),
    });
    expect((await syncOfflinePack()).kind).toBe('signed-out');
    expect(await readSavedBundle()).toBeNull();
  });

  it('is fresh for a while after a sync (the refresh after a first load skips it)', async () => {
    mockFetch({ 'GET /api/offline-bundle': () => json(v1) });
    await syncOfflinePack();
    expect(isPackFresh()).toBe(true);
    const now = performance.now();
    vi.spyOn(performance, 'now').mockReturnValue(now + FRESH_FOR_MS + 1);
    expect(isPackFresh()).toBe(false);
  });
});
