import SqliteDatabase from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from '../../src/storage/sqlite';

describe("SQLite's prepared-statement cache", () => {
  it('gives the same statement back for the same SQL, and the results are right', () => {
    const sqlite = new SqliteDatabase(':memory:');
    const db = withStatementCache(sqlite);
    db.prepare('create table t (x integer)').run([]);
    const insert = db.prepare('insert into t (x) values (?)');
    expect(db.prepare('insert into t (x) values (?)')).toBe(insert);
    insert.run([1]);
    db.prepare('insert into t (x) values (?)').run([2]);
    expect(db.prepare('select x from t order by x').all([])).toEqual([{ x: 1 }, { x: 2 }]);
    db.close();
  });

  it('prepares a new statement while the cached one is busy (a streamed query)', () => {
    const sqlite = new SqliteDatabase(':memory:');
    const db = withStatementCache(sqlite);
    db.prepare('create table t (x integer)').run([]);
    for (const x of [1, 2]) db.prepare('insert into t (x) values (?)').run([x]);
    const select = db.prepare('select x from t order by x');
    const seen: unknown[] = [];
    for (const row of select.iterate([])) {
      const inner = db.prepare('select x from t order by x');
      expect(inner).not.toBe(select);
      seen.push(row, inner.all([]).length);
    }
    expect(seen).toEqual([{ x: 1 }, 2, { x: 2 }, 2]);
    db.close();
  });

  it('keeps at most `size` statements, dropping the least recently used', () => {
    const sqlite = new SqliteDatabase(':memory:');
    const db = withStatementCache(sqlite, 2);
    const one = db.prepare('select 1');
    const two = db.prepare('select 2');
    expect(db.prepare('select 1')).toBe(one);
    db.prepare('select 3');
    expect(db.prepare('select 1')).toBe(one);
    expect(db.prepare('select 2')).not.toBe(two);
    db.close();
  });
});
