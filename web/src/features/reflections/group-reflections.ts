import type { Reflection } from './api/reflections';

export type ReflectionThread = Reflection & { replies: Reflection[] };

const time = (r: Reflection) => new Date(r.createdAt).getTime() || 0;

/**
 * The API's flat list as threads: top-level items newest first, each with its replies oldest
 * first. A reply whose parent is not in the list is dropped (its parent was removed or is private).
 */
export function groupReflections(list: readonly Reflection[]): ReflectionThread[] {
  const replies = new Map<string, Reflection[]>();
  const top: Reflection[] = [];
  for (const r of list) {
    if (r.parentId === null || r.parentId === undefined) top.push(r);
    else {
      const key = String(r.parentId);
      const bucket = replies.get(key);
      if (bucket) bucket.push(r);
      else replies.set(key, [r]);
    }
  }
  return top
    .sort((a, b) => time(b) - time(a))
    .map((r) => ({ ...r, replies: (replies.get(String(r.id)) ?? []).sort((a, b) => time(a) - time(b)) }));
}
