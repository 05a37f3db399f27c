/**
 * The commands Telegram shows in its menus (setMyCommands, once per language and per scope:
 * private chats and groups; Telegram shows each person the menu of their app's language, English
 * when it has none) and the /help text.
 */
import { DEFAULT_LANGUAGE, type Language } from '@dps/db/content/languages';
import { wordsFor, type Words } from './words';

/**
 * Every command, once, in the menu's order: where Telegram's menu lists it (a private chat, a
 * group) and whether /help has a line for it. The menus and the /help lines are read from here, the
 * same list for every language. A menu description is `telegramCommands.menu.<command>` (a group's
 * `telegramCommands.groupMenu.<command>` when it has one); a /help line `telegramCommands.help.<command>`.
 */
const COMMAND_TABLE: readonly {
  command: string;
  private: boolean;
  group: boolean;
  help: boolean;
  /** Where /help lists it (decision 264); a line without a section goes under Settings. */
  section?: HelpSection;
  /** Its words in its feature's own catalogue namespace, when not in `telegramCommands` (decision 353). */
  words?: { menu: string; groupMenu?: string; help: string };
}[] = [
  { command: 'today', private: true, group: true, help: true, section: 'pray' },
  { command: 'streak', private: true, group: false, help: true, section: 'rhythm' },
  { command: 'goals', private: true, group: false, help: true, section: 'rhythm' },
  { command: 'newgoal', private: true, group: false, help: false },
  { command: 'topics', private: true, group: false, help: true, section: 'pray' },
  { command: 'myprayer', private: true, group: false, help: true, section: 'pray' },
  { command: 'reflect', private: true, group: false, help: true, section: 'pray' },
  { command: 'verse', private: true, group: true, help: true, section: 'pray' },
  { command: 'version', private: true, group: false, help: true, section: 'settings' },
  { command: 'plans', private: true, group: false, help: true, section: 'rhythm' },
  { command: 'plan', private: false, group: true, help: true, section: 'together' },
  { command: 'request', private: true, group: true, help: true, section: 'together' },
  {
    command: 'watch',
    private: true,
    group: true,
    help: true,
    section: 'together',
    words: {
      menu: 'telegramWatch.command.menu',
      groupMenu: 'telegramWatch.command.groupMenu',
      help: 'telegramWatch.command.help',
    },
  },
  { command: 'weekly', private: false, group: true, help: true, section: 'together' },
  { command: 'pulse', private: true, group: true, help: true, section: 'together' },
  { command: 'settings', private: true, group: true, help: true, section: 'settings' },
  { command: 'remind', private: true, group: true, help: true, section: 'settings' },
  { command: 'notify', private: true, group: false, help: true, section: 'settings' },
  { command: 'away', private: true, group: false, help: true, section: 'settings' },
  { command: 'language', private: true, group: true, help: true, section: 'settings' },
  { command: 'timezone', private: true, group: true, help: true, section: 'settings' },
  { command: 'link', private: true, group: false, help: true, section: 'account' },
  { command: 'web', private: true, group: false, help: true, section: 'account' },
  { command: 'unlink', private: true, group: false, help: true, section: 'account' },
  { command: 'help', private: true, group: true, help: false },
  { command: 'cancel', private: true, group: false, help: true, section: 'account' },
];

/** The private chats' menu, in order. */
export const COMMAND_NAMES = COMMAND_TABLE.filter((c) => c.private).map((c) => c.command);
const OWN_WORDS = new Map(COMMAND_TABLE.flatMap((c) => (c.words ? [[c.command, c.words] as const] : [])));
/** The groups' menu (Telegram's `all_group_chats` scope), in order. */
export const GROUP_COMMAND_NAMES = COMMAND_TABLE.filter((c) => c.group).map((c) => c.command);
/** /help's groups, in order: `telegramCommands.help.section.<name>` is each one's heading. */
const HELP_SECTIONS = ['pray', 'rhythm', 'together', 'settings', 'account'] as const;
type HelpSection = (typeof HELP_SECTIONS)[number];

/** The lines of /help, by section, each in the table's order. */
const HELP_LINES = HELP_SECTIONS.map((section) => ({
  section,
  commands: COMMAND_TABLE.filter((c) => c.help && (c.section ?? 'settings') === section).map((c) => c.command),
}));

/** The command menu in a language, for private chats or for groups. */
export function commandMenu(
  language: Language,
  where: 'private' | 'group' = 'private',
): { command: string; description: string }[] {
  const { t, has } = wordsFor(language);
  return (where === 'group' ? GROUP_COMMAND_NAMES : COMMAND_NAMES).map((command) => {
    const own = OWN_WORDS.get(command);
    if (own) return { command, description: t(where === 'group' && own.groupMenu ? own.groupMenu : own.menu) };
    return {
      command,
      description:
        where === 'group' && has(`telegramCommands.groupMenu.${command}`)
          ? t(`telegramCommands.groupMenu.${command}`)
          : t(`telegramCommands.menu.${command}`),
    };
  });
}

/** The English menu (Telegram's default for every app language without its own). */
export const COMMANDS = commandMenu(DEFAULT_LANGUAGE);

export function helpHtml(words: Words, appName: string, botUsername?: string): string {
  const { rich, t } = words;
  const inline = botUsername ? `@${botUsername}` : t('telegramCommands.help.myName');
  return [
    rich('telegramCommands.help.heading', { appName }),
    ...HELP_LINES.flatMap(({ section, commands }) => [
      '',
      rich(`telegramCommands.help.section.${section}`),
      ...commands.map((command) => {
        const own = OWN_WORDS.get(command);
        return own ? rich(own.help, { inline }) : rich(`telegramCommands.help.${command}`, { inline });
      }),
    ]),
  ].join('\n');
}
