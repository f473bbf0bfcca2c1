import {
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDatabase,
  type TransactionSettings,
} from 'kysely';

/**
 * The one SQLite connection's lock: whoever holds it runs statements on the connection and
 * nobody else does. Kysely takes it for each query or transaction (LockedSqliteDialect);
 * the party engine's direct transactions take it once for the whole transaction (sqlite.ts),
 * without the objects Kysely makes per transaction (docs/PERFORMANCE.md).
 */
export class ConnectionLock {
  #held = false;
  readonly #waiting: Array<() => void> = [];
  #before: (() => Promise<void>) | null = null;

  get held(): boolean {
    return this.#held;
  }

  /**
   * What runs whenever the lock is taken (holding it) before its holder goes on: the party
   * engine writes its pending changes there (parties/store/write-behind/), so that whoever
   * reads or writes the tables finds them written. null: nothing.
   */
  setBefore(before: (() => Promise<void>) | null): void {
    this.#before = before;
  }

  /**
   * Takes the lock (in arrival order), then runs the `before` work unless `skipBefore` (the
   * party engine itself, which knows its pending changes). If that work fails, the lock is
   * released and the error thrown.
   */
  async acquire(skipBefore = false): Promise<void> {
    if (!this.#held) this.#held = true;
    else await new Promise<void>((resolve) => this.#waiting.push(resolve));
    if (skipBefore || this.#before === null) return;
    try {
      await this.#before();
    } catch (error) {
      this.release();
      throw error;
    }
  }

  /** Hands the lock to the next waiter, in arrival order. */
  release(): void {
    const next = this.#waiting.shift();
    if (next === undefined) this.#held = false;
    else next();
  }
}

/**
 * How a Kysely instance uses the lock: `take` it for each query or transaction (the app's
 * Kysely), or run `inside` a direct transaction that holds it (the Kysely that transaction
 * hands out; used outside one, it throws).
 */
export type LockUse = 'take' | 'inside';

/** Kysely's SQLite dialect on `database`, using the connection's lock as `use` says. */
export class LockedSqliteDialect extends SqliteDialect {
  constructor(
    private readonly database: SqliteDatabase,
    private readonly lock: ConnectionLock,
    private readonly use: LockUse,
  ) {
    super({ database });
  }

  override createDriver(): Driver {
    return new LockedDriver(new SqliteDriver({ database: this.database }), this.lock, this.use);
  }

  override createAdapter(): SqliteAdapter {
    return new LockedSqliteAdapter();
  }
}

/** Our driver locks the connection: Kysely must not add a mutex of its own around it. */
class LockedSqliteAdapter extends SqliteAdapter {
  override get supportsMultipleConnections(): boolean {
    return true;
  }
}

/** Kysely's SQLite driver, with the connection locked from acquire to release. */
class LockedDriver implements Driver {
  constructor(
    private readonly driver: SqliteDriver,
    private readonly lock: ConnectionLock,
    private readonly use: LockUse,
  ) {}

  init(): Promise<void> {
    return this.driver.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    if (this.use === 'take') await this.lock.acquire();
    else if (!this.lock.held) throw new Error('a transaction’s connection used after it ended');
    return this.driver.acquireConnection();
  }

  beginTransaction(connection: DatabaseConnection, _settings: TransactionSettings): Promise<void> {
    return this.driver.beginTransaction(connection);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.driver.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.driver.rollbackTransaction(connection);
  }

  async releaseConnection(): Promise<void> {
    if (this.use === 'take') this.lock.release();
  }

  /** Only the app's Kysely closes the database. */
  async destroy(): Promise<void> {
    if (this.use === 'take') await this.driver.destroy();
  }
}
