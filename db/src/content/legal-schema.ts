/**
 * The front matter of a legal text, content/<language>/legal/<document>.md (decision 240). Every
 * language's file says which language governs (English) and carries a notice saying so at the top
 * of the page: in English, that translations exist and the English text governs; in a translation,
 * that it is a courtesy translation and the English text governs.
 */
import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages';
import { LEGAL_DOCUMENTS } from './legal-text';
import { ZLine } from './prose';

/** A calendar date, YYYY-MM-DD. */
const ZDate = (what: string) =>
  z
    .string({ error: `${what} must be a date` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${what} must be a date written YYYY-MM-DD`)
    .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), `${what} is not a real date`);

export const ZLegalFrontMatter = z.strictObject({
  document: z.enum(LEGAL_DOCUMENTS, { error: `document must be one of ${LEGAL_DOCUMENTS.join(', ')}` }),
  language: z.enum(LANGUAGES, { error: `language must be one of ${LANGUAGES.join(', ')}` }),
  /** The language whose text governs when a translation differs: always English. */
  governing: z.literal(DEFAULT_LANGUAGE, { error: `governing must be ${DEFAULT_LANGUAGE}: the English text governs` }),
  title: ZLine('title', 80),
  /** When this version of the text took effect; a translation has its English text's date. */
  effective: ZDate('effective'),
  updated: ZDate('updated'),
  /** Shown at the top of the page: which text governs (and, in English, that translations exist). */
  notice: ZLine('notice', 400),
});
export type LegalFrontMatter = z.output<typeof ZLegalFrontMatter>;
