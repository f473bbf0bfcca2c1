import type { Config } from '../config';
import { openDatabase, type Database } from './database';
import { migrateToLatest } from './migrations';
import { loadBuiltinCatalog, type BuiltinContent, type ImportSummary } from './catalog-import';

/** Opens the configured database, applies migrations and loads the built-in catalog. */
export async function openPreparedDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  content: BuiltinContent,
): Promise<{ database: Database; catalog: ImportSummary }> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(database);
    const catalog = await loadBuiltinCatalog(database.db, content);
    return { database, catalog };
  } catch (error) {
    await database.close();
    throw error;
  }
}
