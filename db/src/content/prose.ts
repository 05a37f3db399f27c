import { z } from 'zod';

/**
 * Prose written as a YAML block scalar (`|`): the parser keeps the block's final newline, which is
 * not part of the text. Paragraphs stay separated by one blank line.
 */
export const ZProse = (what: string, max: number) =>
  z
    .string({ error: `${what} must be text` })
    .transform((s) => s.trimEnd())
    .pipe(z.string().min(1, `${what} is empty`).max(max, `${what} is longer than ${max} characters`));

/** A one-line text such as a title: no line breaks, no surrounding spaces. */
export const ZLine = (what: string, max: number) =>
  z
    .string({ error: `${what} must be text` })
    .min(1, `${what} is empty`)
    .max(max, `${what} is longer than ${max} characters`)
    .refine((s) => !/[\r\n]/.test(s) && s.trim() === s, `${what} must be one line without surrounding spaces`);

/** A stable key: lower-case words joined by '-', digits allowed ('daily-001', 'hope-3', 'gratitude'). */
export const ZKey = z
  .string({ error: 'key must be text' })
  .regex(/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/, 'key must be lower-case letters and digits joined by "-"');
