import type { z } from 'zod';
import { afterSome } from './event-loop-turns';
import { HttpError } from './http-error';

type Issue = z.core.$ZodRawIssue;

/**
 * Parses request input with its protocol schema; a failure is a 400 (LIMIT-8) whose message
 * is the schema's own text (the exact product strings) or a plain one naming the field.
 */
export function parseInput<T extends z.ZodType>(
  schema: T,
  value: unknown,
  at: readonly PropertyKey[] = [],
): z.output<T> {
  const result = schema.safeParse(value, { error: (issue) => describeIssue(issue, at) });
  if (result.success) return result.data;
  throw new HttpError(400, result.error.issues[0]?.message ?? 'Invalid request');
}

/**
 * Each item of a list on its own, stopping at the first that fails (TOPIC-5): only the
 * first problem is ever shown, so a list of a million bad items must cost one item's
 * checks, not a message for each of its millions of problems. Errors name the item as
 * `field.index.…`, as a whole-list parse would. The event loop gets a turn every few items.
 */
export async function parseItems<T extends z.ZodType>(
  schema: T,
  items: readonly unknown[],
  field: string,
): Promise<Array<z.output<T>>> {
  const parsed: Array<z.output<T>> = [];
  for (const [index, item] of items.entries()) {
    await afterSome(index);
    parsed.push(parseInput(schema, item, [field, index]));
  }
  return parsed;
}

function describeIssue(issue: Issue, at: readonly PropertyKey[]): string {
  const path = [...at, ...(issue.path ?? [])];
  const field = path.length > 0 ? path.map(String).join('.') : 'request';
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? `${field} is required`
        : `${field} must be ${article(String(issue.expected))}`;
    case 'too_big':
      return `${field} is too long`;
    case 'too_small':
      return `${field} is too short`;
    case 'unrecognized_keys':
      return `Unknown field: ${issue.keys.join(', ')}`;
    default:
      return `Invalid ${field}`;
  }
}

function article(expected: string): string {
  return /^[aeiou]/.test(expected) ? `an ${expected}` : `a ${expected}`;
}
