/**
 * The languages the product has content for (BCP-47 primary tags, the names of the folders under
 * content/). English is the default: every account, prayer and topic without one is English.
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The version each language's prayers quote, as their references name it ('Psalm 5:3 (WEB)'). */
export const BIBLE_OF_LANGUAGE: Record<Language, { id: 'web' | 'rv1909'; abbreviation: string }> = {
  en: { id: 'web', abbreviation: 'WEB' },
  es: { id: 'rv1909', abbreviation: 'RV1909' },
};
