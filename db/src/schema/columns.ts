/** Column shapes every area of the schema uses. */
import { customType, timestamp } from 'drizzle-orm/pg-core';

/** An instant: always `timestamptz`, read as a Date. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => ts('created_at').notNull().defaultNow();
/** PostgreSQL's text-search document type (no drizzle built-in); read only by SQL, never by the app. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
