import { catalogueOfFiles } from '../../catalogue-of-files';

/**
 * The English catalogue: every namespace file in this folder (one chunk, loaded only for English).
 * In the app's build this module is replaced by the same catalogue already parsed (web/vite-catalogues.ts).
 */
export default catalogueOfFiles(import.meta.glob('./*.json', { eager: true, import: 'default' }));
