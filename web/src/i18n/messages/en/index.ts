import { catalogueOfFiles } from '../../catalogue-of-files';

/** The English catalogue: every namespace file in this folder (one chunk, loaded only for English). */
export default catalogueOfFiles(import.meta.glob('./*.json', { eager: true, import: 'default' }));
