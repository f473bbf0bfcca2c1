import type { z } from 'zod';
import { HttpError } from './http-error';

type Issue = z.core.$ZodRawIssue;

/**
 * Parses request input with its protocol schema; a failure is a 400 whose message is the
 * schema's own text (the SPEC strings) or a plain one naming the field.
 */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value, { error: describeIssue });
  if (result.success) return result.data;
  throw new HttpError(400, result.error.issues[0]?.message ?? 'Invalid request');
}

function describeIssue(issue: Issue): string {
  const field = issue.path && issue.path.length > 0 ? issue.path.join('.') : 'request';
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
