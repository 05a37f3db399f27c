/**
 * Scripture references inside what people wrote (reflections, prayer requests on the wall), marked
 * for the web client so it can show them as links to the reader (decision 213): the client
 * cannot ship the reference parser, so each text the API returns carries `[{ start, end, ref }]`,
 * offsets into that very text. Nothing is added that the viewer cannot already see: the spans are
 * read from the text being returned to them.
 */
import { referencesInText, type ReferenceSpan } from '@dps/core/scripture/references-in-text';

/** An answer's item with the references in its text (the client's links read `contentRefs`). */
export type WithContentRefs<T> = T & { contentRefs: ReferenceSpan[] };

/** A reflection or reply, with the references in its text. */
export function withContentRefs<T extends { content: string }>(item: T): WithContentRefs<T> {
  return { ...item, contentRefs: referencesInText(item.content) };
}

/** An answer's item with the references in its title and its text. */
export type WithWallRefs<T> = T & { titleRefs: ReferenceSpan[]; contentRefs: ReferenceSpan[] };

/** A wall request, with the references in its title and its text. */
export function withWallRefs<T extends { title: string; content: string }>(item: T): WithWallRefs<T> {
  return { ...item, titleRefs: referencesInText(item.title), contentRefs: referencesInText(item.content) };
}
