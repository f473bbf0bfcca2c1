import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openSqliteDatabase, SQLITE_FILE_NAME } from '../../src/storage/sqlite';
import { CHECKPOINT_EVERY_MS, startCheckpointer } from '../../src/storage/sqlite-checkpointer';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'trivia-checkpoint-'));
  dirs.push(dir);
  return dir;
}

const size = (file: string) => {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
};

describe('SQLite checkpoints off the event loop', () => {
  it('commits never checkpoint; a worker copies the WAL into the file, and a last time on close', async () => {
    const dir = tempDir();
    const file = path.join(dir, SQLITE_FILE_NAME);
    const database = await openSqliteDatabase(dir);
    const { rows } = await sql<{ wal_autocheckpoint: number }>`PRAGMA wal_autocheckpoint`.execute(
      database.db,
    );
    expect(rows[0]?.wal_autocheckpoint).toBe(0);
    await sql`CREATE TABLE filler (text TEXT)`.execute(database.db);
    const before = size(file);
    const blob = 'x'.repeat(4000);
    for (let i = 0; i < 500; i++)
      await sql`INSERT INTO filler VALUES (${blob})`.execute(database.db);
    // About 2 MB went to the WAL; the worker's next checkpoint copies it into the file.
    await vi.waitFor(() => expect(size(file) - before).toBeGreaterThan(1_500_000), {
      timeout: CHECKPOINT_EVERY_MS + 5000,
      interval: 100,
    });
    await database.close();
    expect(size(`${file}-wal`)).toBe(0);
  }, 20_000);

  it('tells when the worker cannot checkpoint (the connection then checkpoints by itself)', async () => {
    const failures: string[] = [];
    const checkpointer = startCheckpointer(
      path.join(tempDir(), 'missing-dir', 'x.sqlite'),
      (reason) => failures.push(reason),
      50,
    );
    await vi.waitFor(() => expect(failures.length).toBeGreaterThan(0), { timeout: 5000 });
    await checkpointer.stop();
  });
});
