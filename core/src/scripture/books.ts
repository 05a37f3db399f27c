/**
 * The 66 books of the Protestant canon, in order, by their OSIS code (the codes
 * bible-passage-reference-parser answers with), with the names each language shows. The bundled
 * Bibles (db/scripture/*.json) hold these books in this order; the maintainer script that writes them
 * (scripts/scripture/convert-sword.ts) maps the SWORD modules' book names onto these codes.
 */
export interface BookInfo {
  osis: string;
  /** The name in the SWORD modules' own (English) key list. */
  sword: string;
  en: string;
  es: string;
  testament: 'old' | 'new';
}

const OLD: [string, string, string, string][] = [
  ['Gen', 'Genesis', 'Genesis', 'Génesis'],
  ['Exod', 'Exodus', 'Exodus', 'Éxodo'],
  ['Lev', 'Leviticus', 'Leviticus', 'Levítico'],
  ['Num', 'Numbers', 'Numbers', 'Números'],
  ['Deut', 'Deuteronomy', 'Deuteronomy', 'Deuteronomio'],
  ['Josh', 'Joshua', 'Joshua', 'Josué'],
  ['Judg', 'Judges', 'Judges', 'Jueces'],
  ['Ruth', 'Ruth', 'Ruth', 'Rut'],
  ['1Sam', 'I Samuel', '1 Samuel', '1 Samuel'],
  ['2Sam', 'II Samuel', '2 Samuel', '2 Samuel'],
  ['1Kgs', 'I Kings', '1 Kings', '1 Reyes'],
  ['2Kgs', 'II Kings', '2 Kings', '2 Reyes'],
  ['1Chr', 'I Chronicles', '1 Chronicles', '1 Crónicas'],
  ['2Chr', 'II Chronicles', '2 Chronicles', '2 Crónicas'],
  ['Ezra', 'Ezra', 'Ezra', 'Esdras'],
  ['Neh', 'Nehemiah', 'Nehemiah', 'Nehemías'],
  ['Esth', 'Esther', 'Esther', 'Ester'],
  ['Job', 'Job', 'Job', 'Job'],
  ['Ps', 'Psalms', 'Psalms', 'Salmos'],
  ['Prov', 'Proverbs', 'Proverbs', 'Proverbios'],
  ['Eccl', 'Ecclesiastes', 'Ecclesiastes', 'Eclesiastés'],
  ['Song', 'Song of Solomon', 'Song of Solomon', 'Cantares'],
  ['Isa', 'Isaiah', 'Isaiah', 'Isaías'],
  ['Jer', 'Jeremiah', 'Jeremiah', 'Jeremías'],
  ['Lam', 'Lamentations', 'Lamentations', 'Lamentaciones'],
  ['Ezek', 'Ezekiel', 'Ezekiel', 'Ezequiel'],
  ['Dan', 'Daniel', 'Daniel', 'Daniel'],
  ['Hos', 'Hosea', 'Hosea', 'Oseas'],
  ['Joel', 'Joel', 'Joel', 'Joel'],
  ['Amos', 'Amos', 'Amos', 'Amós'],
  ['Obad', 'Obadiah', 'Obadiah', 'Abdías'],
  ['Jonah', 'Jonah', 'Jonah', 'Jonás'],
  ['Mic', 'Micah', 'Micah', 'Miqueas'],
  ['Nah', 'Nahum', 'Nahum', 'Nahúm'],
  ['Hab', 'Habakkuk', 'Habakkuk', 'Habacuc'],
  ['Zeph', 'Zephaniah', 'Zephaniah', 'Sofonías'],
  ['Hag', 'Haggai', 'Haggai', 'Hageo'],
  ['Zech', 'Zechariah', 'Zechariah', 'Zacarías'],
  ['Mal', 'Malachi', 'Malachi', 'Malaquías'],
];

const NEW: [string, string, string, string][] = [
  ['Matt', 'Matthew', 'Matthew', 'Mateo'],
  ['Mark', 'Mark', 'Mark', 'Marcos'],
  ['Luke', 'Luke', 'Luke', 'Lucas'],
  ['John', 'John', 'John', 'Juan'],
  ['Acts', 'Acts', 'Acts', 'Hechos'],
  ['Rom', 'Romans', 'Romans', 'Romanos'],
  ['1Cor', 'I Corinthians', '1 Corinthians', '1 Corintios'],
  ['2Cor', 'II Corinthians', '2 Corinthians', '2 Corintios'],
  ['Gal', 'Galatians', 'Galatians', 'Gálatas'],
  ['Eph', 'Ephesians', 'Ephesians', 'Efesios'],
  ['Phil', 'Philippians', 'Philippians', 'Filipenses'],
  ['Col', 'Colossians', 'Colossians', 'Colosenses'],
  ['1Thess', 'I Thessalonians', '1 Thessalonians', '1 Tesalonicenses'],
  ['2Thess', 'II Thessalonians', '2 Thessalonians', '2 Tesalonicenses'],
  ['1Tim', 'I Timothy', '1 Timothy', '1 Timoteo'],
  ['2Tim', 'II Timothy', '2 Timothy', '2 Timoteo'],
  ['Titus', 'Titus', 'Titus', 'Tito'],
  ['Phlm', 'Philemon', 'Philemon', 'Filemón'],
  ['Heb', 'Hebrews', 'Hebrews', 'Hebreos'],
  ['Jas', 'James', 'James', 'Santiago'],
  ['1Pet', 'I Peter', '1 Peter', '1 Pedro'],
  ['2Pet', 'II Peter', '2 Peter', '2 Pedro'],
  ['1John', 'I John', '1 John', '1 Juan'],
  ['2John', 'II John', '2 John', '2 Juan'],
  ['3John', 'III John', '3 John', '3 Juan'],
  ['Jude', 'Jude', 'Jude', 'Judas'],
  ['Rev', 'Revelation of John', 'Revelation', 'Apocalipsis'],
];

export const BOOKS: readonly BookInfo[] = [
  ...OLD.map(([osis, sword, en, es]) => ({ osis, sword, en, es, testament: 'old' as const })),
  ...NEW.map(([osis, sword, en, es]) => ({ osis, sword, en, es, testament: 'new' as const })),
];

const BY_OSIS = new Map(BOOKS.map((b, i) => [b.osis, { ...b, index: i }]));

/** The book with this OSIS code and its place in the canon (0-based), or undefined. */
export function bookByOsis(osis: string): (BookInfo & { index: number }) | undefined {
  return BY_OSIS.get(osis);
}
