/**
 * The key a chat member who has no account counts by in a group plan (decision 237): the plan's
 * Done and the linking of that identity to an account both read it, so it sits below both.
 */
export const chatMemberKey = (provider: 'telegram' | 'slack', subject: string) => `${provider}:${subject}`;
