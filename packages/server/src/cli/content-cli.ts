// The administrators' content command (docs/CONTENT.md), against the configured database:
//   npm run content -- stats
//   npm run content -- import FILE [--dry-run]
//   npm run content -- export [--format json|csv] [--out FILE]
//   npm run content -- aliases [list|approve|reject …]
//   npm run content -- survey [list|approve PROMPT_ID|reject PROMPT_ID]
import { writeFile } from 'node:fs/promises';
import { gameTypes, topics } from '@trivia/content';
import { ConfigError, parseConfig } from '../config';
import { openPreparedDatabase } from '../storage/prepare';
import { runContentCommand } from './content-commands';

async function main(): Promise<number> {
  const config = parseConfig(process.env);
  const { database } = await openPreparedDatabase(config, { gameTypes, topics });
  try {
    const outcome = await runContentCommand(database.db, process.argv.slice(2), {
      cwd: process.env.INIT_CWD ?? process.cwd(),
    });
    if (outcome.file) await writeFile(outcome.file.path, outcome.file.content, 'utf8');
    for (const line of outcome.out) process.stdout.write(`${line}\n`);
    for (const line of outcome.err) process.stderr.write(`${line}\n`);
    return outcome.exitCode;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const message = error instanceof ConfigError ? error.message : String(error);
    process.stderr.write(`${message}\n`);
    process.exit(1);
  },
);
