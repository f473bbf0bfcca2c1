import { closeSync, fstatSync, ftruncateSync, openSync, readFileSync, writeSync } from 'node:fs';
import path from 'node:path';

export const JOURNAL_FILE_NAME = 'party-journal.ndjson';

/** Past this size the file is emptied once every entry in it is written to the tables. */
const TRUNCATE_AT_BYTES = 1024 * 1024;

/**
 * The party engine's journal on SQLite (docs/decisions/0009-sqlite-party-journal-write-behind.md, parties/store/write-behind/): one JSON line per
 * applied command, appended with one write before the command is answered. Like SQLite's own
 * WAL in synchronous=NORMAL mode it is not fsynced: what was written survives the process
 * being killed (kill -9), and the OS crashing may lose the last moments, never consistency.
 * The tables catch up in batches; on start, lines the tables do not hold yet are replayed.
 */
export class PartyJournal {
  readonly #file: string;
  #fd: number | null;
  #bytes = 0;

  constructor(dataDir: string) {
    this.#file = path.join(dataDir, JOURNAL_FILE_NAME);
    this.#fd = openSync(this.#file, 'a');
    this.#bytes = fstatSync(this.#fd).size;
  }

  /** Appends one entry; when this returns, a kill -9 cannot lose it. Throws if the write fails. */
  append(entry: unknown): void {
    if (this.#fd === null) throw new Error('the party journal is closed');
    const line = `${JSON.stringify(entry)}\n`;
    this.#bytes += writeSync(this.#fd, line);
  }

  /**
   * The entries in the file, oldest first. A last line cut short (the process died while
   * writing it, before its command was answered) is left out.
   */
  entries(): unknown[] {
    const text = readFileSync(this.#file, 'utf8');
    const lines = text.split('\n');
    // Everything after the last newline is an unfinished line.
    lines.pop();
    return lines.filter((line) => line.length > 0).map((line) => JSON.parse(line) as unknown);
  }

  /**
   * Every entry is in the tables now: the file may be emptied (only once it has grown, so
   * that appends mostly reuse the file's blocks).
   */
  written(force = false): void {
    if (this.#fd === null || (!force && this.#bytes < TRUNCATE_AT_BYTES)) return;
    ftruncateSync(this.#fd, 0);
    this.#bytes = 0;
  }

  close(): void {
    if (this.#fd !== null) closeSync(this.#fd);
    this.#fd = null;
  }
}
