/**
 * The commands Telegram shows in its menu (setMyCommands, once per language: Telegram shows each
 * person the menu of their app's language, English when it has none) and the /help text.
 */
import { DEFAULT_LANGUAGE, type Language } from '@dps/db/content/languages';
import { wordsFor, type Words } from './words';

/** The menu, in order. Each one's description is `telegramCommands.menu.<command>`. */
export const COMMAND_NAMES = [
  'today',
  'streak',
  'goals',
  'newgoal',
  'topics',
  'myprayer',
  'reflect',
  'verse',
  'plans',
  'request',
  'settings',
  'remind',
  'notify',
  'language',
  'timezone',
  'link',
  'web',
  'unlink',
  'help',
  'cancel',
] as const;

/** The command menu in a language. */
export function commandMenu(language: Language): { command: string; description: string }[] {
  const { t } = wordsFor(language);
  return COMMAND_NAMES.map((command) => ({ command, description: t(`telegramCommands.menu.${command}`) }));
}

/** The English menu (Telegram's default for every app language without its own). */
export const COMMANDS = commandMenu(DEFAULT_LANGUAGE);

/** The lines of /help after its heading, each `telegramCommands.help.<name>`. */
const HELP_LINES = [
  'today',
  'streak',
  'goals',
  'topics',
  'myprayer',
  'reflect',
  'verse',
  'plans',
  'request',
  'settings',
  'remind',
  'notify',
  'language',
  'timezone',
  'link',
  'web',
  'unlink',
  'cancel',
] as const;

export function helpHtml(words: Words, appName: string, botUsername?: string): string {
  const { rich, t } = words;
  const inline = botUsername ? `@${botUsername}` : t('telegramCommands.help.myName');
  return [
    rich('telegramCommands.help.heading', { appName }),
    '',
    ...HELP_LINES.map((line) => rich(`telegramCommands.help.${line}`, { inline })),
  ].join('\n');
}
