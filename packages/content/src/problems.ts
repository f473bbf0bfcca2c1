import type { z } from 'zod';

/** One thing wrong with content: where it is (a path, a row, a file) and what is wrong. */
export interface Problem {
  where: string;
  message: string;
}

/** A zod issue path as people read it: `topics[2].answers[1].aliases[0]`. */
export function formatPath(path: readonly PropertyKey[]): string {
  let text = '';
  for (const key of path) {
    if (typeof key === 'number') text += `[${key}]`;
    else text += text === '' ? String(key) : `.${String(key)}`;
  }
  return text;
}

/** Every issue of a failed parse as a problem; `locate` turns an issue path into its `where`. */
export function issuesToProblems(
  error: z.ZodError,
  locate: (path: readonly PropertyKey[]) => string = (path) => formatPath(path) || 'file',
): Problem[] {
  return error.issues.map((issue) => ({ where: locate(issue.path), message: issue.message }));
}
