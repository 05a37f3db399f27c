import { catalogueOfFiles } from '../../catalogue-of-files';

/** The Spanish catalogue: every namespace file in this folder (one chunk, loaded only for Spanish). */
export default catalogueOfFiles(import.meta.glob('./*.json', { eager: true, import: 'default' }));
