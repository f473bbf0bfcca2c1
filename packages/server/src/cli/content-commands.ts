import { readFile } from 'node:fs/promises';
import { extname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  categoryCounts,
  formatLibraryStats,
  formatPromptStats,
  libraryStats,
  libraryTopics,
  promptStats,
  surveyPrompts,
  topicsToCsv,
  topicsToJson,
} from '@trivia/content';
import { countOf } from '@trivia/game';
import { diffTopics, parseTopicsFile } from '@trivia/content/import';
import { importTopics } from '../storage/catalog-import';
import { ALIAS_USAGE, runAliasCommand } from './alias-commands';
import { runSurveyCommand, SURVEY_USAGE } from './survey-commands';
import { listTopics } from '../storage/catalog';
import type { Db } from '../storage/schema';
import type { CommandOutcome } from './command-outcome';

export type { CommandOutcome } from './command-outcome';

const USAGE = [
  'Usage:',
  '  npm run content -- stats',
  '  npm run content -- import FILE [--dry-run]   (FILE is .json or .csv)',
  '  npm run content -- export [--format json|csv] [--out FILE]',
  ...ALIAS_USAGE,
  ...SURVEY_USAGE,
];

/** Runs one content command against `db`; paths are resolved from `cwd`. Never throws for bad input. */
export async function runContentCommand(
  db: Db,
  argv: readonly string[],
  options: { cwd: string; now?: number },
): Promise<CommandOutcome> {
  // JUDGE-9 aliases: an alias may hold any words, so its arguments are not parsed as options.
  if (argv[0] === 'aliases') return runAliasCommand(db, argv.slice(1), options.now ?? Date.now());
  // SURVEY-22: the big survey's review.
  if (argv[0] === 'survey') return runSurveyCommand(db, argv.slice(1), options.now ?? Date.now());
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        'dry-run': { type: 'boolean', default: false },
        format: { type: 'string', default: 'json' },
        out: { type: 'string' },
      },
    });
  } catch (error) {
    return failure([String((error as Error).message), ...USAGE]);
  }
  const [command, file, ...extra] = parsed.positionals;
  if (command === 'stats' && !file) return stats(db);
  if (command === 'import' && file && extra.length === 0) {
    return importFile(db, resolve(options.cwd, file), parsed.values['dry-run']);
  }
  if (command === 'export' && !file) {
    const out = parsed.values.out ? resolve(options.cwd, parsed.values.out) : undefined;
    return exportTopics(db, parsed.values.format, out);
  }
  return failure(USAGE);
}

function failure(err: string[]): CommandOutcome {
  return { exitCode: 1, out: [], err };
}

async function stats(db: Db): Promise<CommandOutcome> {
  const all = await listTopics(db);
  const rows = categoryCounts(all);
  const width = Math.max('Total'.length, ...rows.map((row) => row.name.length));
  // The shipped library against its goals (docs/CONTENT.md), then what the database holds.
  const out = [
    'Library (packages/content/data), against its goals:',
    ...formatLibraryStats(libraryStats(libraryTopics)).map((line) => `  ${line}`),
    '',
    'Survey Says prompts (packages/content/data/prompts), against their goals:',
    ...formatPromptStats(promptStats(surveyPrompts)).map((line) => `  ${line}`),
    '',
    'Database, topics per category:',
  ];
  const counts = rows.map(
    (row) =>
      `${row.name.padEnd(width)}  ${String(row.count).padStart(4)}  ${(row.share * 100).toFixed(1).padStart(5)}%`,
  );
  out.push(...counts, `${'Total'.padEnd(width)}  ${String(all.length).padStart(4)}`);
  return { exitCode: 0, out, err: [] };
}

async function importFile(db: Db, path: string, dryRun: boolean): Promise<CommandOutcome> {
  const extension = extname(path).toLowerCase();
  if (extension !== '.json' && extension !== '.csv') {
    return failure([`${path}: the file must end in .json or .csv`]);
  }
  let content: string;
  try {
    content = await readFile(path, 'utf8');
  } catch (error) {
    return failure([
      `${path}: cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
    ]);
  }
  const gameTypeIds = (await db.selectFrom('game_types').select('id').execute()).map((r) => r.id);
  const result = parseTopicsFile(content, extension === '.csv' ? 'csv' : 'json', { gameTypeIds });
  if (!result.ok) {
    const err = result.problems.map((problem) => `${problem.where}: ${problem.message}`);
    err.push(`${result.problems.length} problem(s) found; nothing was imported.`);
    return failure(err);
  }
  const diff = diffTopics(await listTopics(db), result.topics);
  const out = [
    ...diff.added.map((topic) => `add     ${topic.id}`),
    ...diff.changed.map((change) => `change  ${change.after.id} (${change.fields.join(', ')})`),
  ];
  const summary = await importTopics(db, result.topics, { dryRun });
  const verb = dryRun ? 'Dry run: would add' : 'Added';
  out.push(
    `${verb} ${summary.added}, ${dryRun ? 'change' : 'changed'} ${summary.changed}, unchanged ${summary.unchanged}.`,
  );
  return { exitCode: 0, out, err: [] };
}

async function exportTopics(
  db: Db,
  format: string | undefined,
  out?: string,
): Promise<CommandOutcome> {
  if (format !== 'json' && format !== 'csv') return failure(['--format must be json or csv']);
  const all = await listTopics(db);
  const content = format === 'csv' ? topicsToCsv(all) : topicsToJson(all);
  if (!out) return { exitCode: 0, out: [content.trimEnd()], err: [] };
  return {
    exitCode: 0,
    out: [`Exported ${countOf(all.length, 'topic', 'topics')} to ${out}`],
    err: [],
    file: { path: out, content },
  };
}
