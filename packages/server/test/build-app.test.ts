import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { parseConfig } from '../src/config';
import { makeContent } from './support/builders';

describe('buildApp without a database', () => {
  it('opens, migrates and fills its own SQLite file, and closes it with the app', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'trivia-own-'));
    try {
      const config = parseConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
      const app = await buildApp(config, { content: makeContent(), expirySweep: true });
      const health = await app.inject('/api/health');
      expect(health.json()).toMatchObject({ status: 'ok', storage: 'sqlite' });
      const gameTypes = await app.inject('/api/game-types');
      expect(gameTypes.json()).toEqual({ gameTypes: makeContent().gameTypes });
      await app.close();
      expect(existsSync(path.join(dataDir, 'trivia.sqlite'))).toBe(true);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
