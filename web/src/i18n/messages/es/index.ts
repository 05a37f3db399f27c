import { catalogueOfFiles } from '../../catalogue-of-files';

/**
 * The Spanish catalogue: every namespace file in this folder (one chunk, loaded only for Spanish).
 * In the app's build this module is replaced by the same catalogue already parsed (web/vite-catalogues.ts).
 */
export default catalogueOfFiles(import.meta.glob('./*.json', { eager: true, import: 'default' }));
