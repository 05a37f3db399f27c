/**
 * The person's language in the web app (decision 239): `useI18n()` gives `t` (a plain string),
 * `rich` (a sentence with links or emphasis as React nodes) and `language` (for Intl dates and
 * numbers). The provider holds one catalogue; changing the language loads the other one first, so
 * no screen ever shows keys.
 */
import { createTranslator, type Messages, type MessageValues, type Translator } from '@dps/core/i18n/translator';
import type { Language } from '@dps/db/content/languages';
import { createContext, Fragment, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { rememberLanguage } from './boot-language';
import { loadMessages } from './load-messages';

export interface I18n {
  language: Language;
  t: (key: string, values?: MessageValues) => string;
  /** `rich('x', { link: (chunks) => <a>{chunks}</a> })` for messages with `<link>…</link>` parts. */
  rich: (key: string, values: Record<string, unknown>) => ReactNode;
  setLanguage: (language: Language) => Promise<void>;
}

const I18nContext = createContext<I18n | null>(null);

function reportMissing(key: string) {
  if (import.meta.env.DEV) console.warn(`i18n: no message "${key}"`);
}

export function I18nProvider({ language, messages, children }: { language: Language; messages: Messages; children: ReactNode }) {
  const [state, setState] = useState<{ language: Language; translator: Translator }>(() => ({
    language,
    translator: createTranslator(language, messages, reportMissing),
  }));
  const setLanguage = useCallback(async (next: Language) => {
    rememberLanguage(next);
    if (next === state.language) return;
    const nextMessages = await loadMessages(next);
    setState({ language: next, translator: createTranslator(next, nextMessages, reportMissing) });
  }, [state.language]);
  const value = useMemo<I18n>(() => {
    const { translator } = state;
    return {
      language: state.language,
      t: translator.t,
      rich: (key, values) => {
        const out = translator.rich<ReactNode>(key, values);
        return Array.isArray(out) ? out.map((part, i) => <Fragment key={i}>{part}</Fragment>) : out;
      },
      setLanguage,
    };
  }, [state, setLanguage]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useI18n outside I18nProvider');
  return i18n;
}
