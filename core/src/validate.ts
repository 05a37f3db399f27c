/**
 * Parse input with a zod schema at the edge of core. A failure becomes AppError('validation') whose
 * message is the first issue's message (the spec's words) and whose title is the schema's, if any.
 */
import type { z } from 'zod';
import { AppError } from './errors';

/** Title carried in a zod message as "Title|Message" so one string holds both. */
export function spec(title: string, message: string): string {
  return `${title}|${message}`;
}

export function splitSpecMessage(raw: string): { title: string | undefined; message: string } {
  const i = raw.indexOf('|');
  return i === -1 ? { title: undefined, message: raw } : { title: raw.slice(0, i), message: raw.slice(i + 1) };
}

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const { title, message } = splitSpecMessage(issue?.message ?? 'Invalid input');
  throw new AppError('validation', message, {
    title,
    details: { path: issue?.path.map(String).join('.') },
  });
}
