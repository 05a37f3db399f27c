/** The sign-in providers an identity can come from (beside a password), a rule accounts and settings share. */
export const PROVIDERS = ['google', 'apple', 'telegram', 'slack'] as const;
export type Provider = (typeof PROVIDERS)[number];
