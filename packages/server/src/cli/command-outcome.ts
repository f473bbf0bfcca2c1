/**
 * What a content CLI command gives back: exit code, lines for stdout and stderr, maybe a
 * file. Its own module so that the command modules do not import each other.
 */
export interface CommandOutcome {
  exitCode: number;
  out: string[];
  err: string[];
  /** A file to write (export --out). */
  file?: { path: string; content: string };
}
