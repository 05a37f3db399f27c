import { flattenMessages, type Messages } from '@dps/core/i18n/translator';

/** One language's catalogue from its namespace files (`today.json` → keys `today.…`). */
export function catalogueOfFiles(files: Record<string, unknown>): Messages {
  const messages: Record<string, string> = {};
  for (const [path, tree] of Object.entries(files)) {
    const namespace = path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
    flattenMessages(namespace, tree, messages);
  }
  return messages;
}
