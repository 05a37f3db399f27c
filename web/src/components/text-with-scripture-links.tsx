/**
 * Someone's words (a reflection, a prayer request) with the Bible references in them as links to
 * the reader (decision 213). The server finds the references (the parser is too big for the client)
 * and sends their offsets with the text; a span that does not fit the text shown (an edit not yet
 * confirmed by the server) is left as plain text.
 */
import { Fragment, type ReactNode } from 'react';
import { ScriptureLink } from './scripture-link';
import type { Json } from '../lib/json';
import type { ReferenceSpan } from '@dps/core/scripture/references-in-text';

export function TextWithScriptureLinks({ text, refs }: { text: string; refs?: readonly ScriptureRef[] | null }) {
  if (!refs || refs.length === 0) return <>{text}</>;
  const parts: ReactNode[] = [];
  let at = 0;
  for (const r of refs) {
    const fits =
      Number.isInteger(r.start) && Number.isInteger(r.end) && r.start >= at && r.end > r.start && r.end <= text.length;
    // The words must still hold a book and a number there (the offsets may be for an older text).
    if (!fits || !/\p{L}/u.test(text.slice(r.start, r.end)) || !/\d/.test(text.slice(r.start, r.end))) continue;
    if (r.start > at) parts.push(text.slice(at, r.start));
    parts.push(
      <ScriptureLink key={r.start} reference={r.ref}>
        {text.slice(r.start, r.end)}
      </ScriptureLink>,
    );
    at = r.end;
  }
  parts.push(text.slice(at));
  return (
    <>
      {parts.map((p, i) => (
        <Fragment key={i}>{p}</Fragment>
      ))}
    </>
  );
}

// The answers read here, typed by core (or by the route that reshapes them), as JSON delivers them.
/** Where a Bible reference sits in a text (JavaScript string offsets), and what it names. */
export type ScriptureRef = Json<ReferenceSpan>;
