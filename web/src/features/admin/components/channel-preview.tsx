/**
 * The admin's preview of a prayer on each channel (decision 165). The Telegram HTML and Slack blocks
 * come from the server, made by the bot's own formatting; here they are drawn inertly: Telegram's
 * few tags become React elements (anything else is its text), Slack's mrkdwn is read for *bold*,
 * _italic_ and > quotes. Nothing is ever inserted as HTML.
 */
import { Fragment, type ReactNode } from 'react';
import type { Language } from '@dps/db/content/languages';
import { useI18n } from '../../../i18n/i18n-context';
import type { PrayerPreview, SlackBlock, SlackMessage } from '../api/admin';

const TELEGRAM_TAGS: Record<string, string> = {
  B: 'font-semibold',
  STRONG: 'font-semibold',
  I: 'italic',
  EM: 'italic',
  U: 'underline',
  S: 'line-through',
  CODE: 'font-mono',
  A: 'text-sky-700 underline',
};

function telegramNodes(node: Node, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const el = node as Element;
  const children = [...el.childNodes].map((c, i) => telegramNodes(c, `${key}.${i}`));
  if (el.tagName === 'BLOCKQUOTE')
    return (
      <span key={key} className="my-1 block border-l-2 border-sky-400 pl-2">
        {children}
      </span>
    );
  const cls = TELEGRAM_TAGS[el.tagName];
  return cls ? (
    <span key={key} className={cls}>
      {children}
    </span>
  ) : (
    <Fragment key={key}>{children}</Fragment>
  );
}

/** Telegram's HTML message (parse_mode HTML) as the app shows it. */
export function TelegramMessage({ html }: { html: string }) {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  return (
    <div className="whitespace-pre-wrap break-words rounded-2xl rounded-tl-sm bg-white p-3 text-sm text-slate-900 shadow-sm">
      {[...doc.body.childNodes].map((n, i) => telegramNodes(n, String(i)))}
    </div>
  );
}

const decode = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** One line of Slack mrkdwn: *bold* and _italic_ (no nesting, as Slack draws a prayer). */
function mrkdwnLine(line: string, key: string): ReactNode[] {
  return line.split(/(\*[^*\n]+\*|_[^_\n]+_)/).map((part, i) => {
    if (part.length > 2 && part.startsWith('*') && part.endsWith('*'))
      return (
        <strong key={`${key}.${i}`} className="font-semibold">
          {decode(part.slice(1, -1))}
        </strong>
      );
    if (part.length > 2 && part.startsWith('_') && part.endsWith('_'))
      return <em key={`${key}.${i}`}>{decode(part.slice(1, -1))}</em>;
    return <Fragment key={`${key}.${i}`}>{decode(part)}</Fragment>;
  });
}

function Mrkdwn({ text }: { text: string }) {
  return (
    <>
      {text.split('\n').map((line, i) =>
        line.startsWith('>') || line.startsWith('&gt;') ? (
          <span key={i} className="block border-l-4 border-slate-300 pl-2 text-slate-700">
            {mrkdwnLine(line.replace(/^(?:>|&gt;) ?/, ''), String(i))}
          </span>
        ) : (
          <span key={i} className="block min-h-[1em]">
            {mrkdwnLine(line, String(i))}
          </span>
        ),
      )}
    </>
  );
}

function SlackBlockView({ block }: { block: SlackBlock }) {
  if (block.type === 'header' && block.text) return <p className="text-base font-bold">{decode(block.text.text)}</p>;
  if (block.type === 'section' && block.text) return <Mrkdwn text={block.text.text} />;
  if (block.type === 'context')
    return (
      <p className="text-xs text-slate-500">
        {(block.elements ?? []).map((e, i) => (
          <Mrkdwn key={i} text={typeof e.text === 'string' ? e.text : e.text.text} />
        ))}
      </p>
    );
  if (block.type === 'actions')
    return (
      <p className="flex flex-wrap gap-2">
        {(block.elements ?? []).map((e, i) => (
          <span key={i} className="rounded border border-slate-300 px-2 py-0.5 text-xs font-semibold text-slate-700">
            {typeof e.text === 'string' ? e.text : e.text.text}
          </span>
        ))}
      </p>
    );
  if (block.type === 'divider') return <hr className="border-slate-200" />;
  return null;
}

export function SlackMessageView({ message }: { message: SlackMessage }) {
  return (
    <div className="space-y-2 break-words rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-900">
      {message.blocks.map((b, i) => (
        <SlackBlockView key={i} block={b} />
      ))}
    </div>
  );
}

/** The three channels side by side from 1024 px, stacked on a phone; the messages are in the prayer's language. */
export function ChannelPreview({ preview, language }: { preview: PrayerPreview; language: Language }) {
  const { t } = useI18n();
  const w = preview.web;
  return (
    <div className="grid gap-4 lg:grid-cols-3" aria-label={t('admin.preview.label')}>
      <section aria-label={t('admin.preview.web')} className="space-y-2">
        <h3 className="text-sm font-semibold text-slate-700">{t('admin.preview.webName')}</h3>
        <div lang={language} className="space-y-2 rounded-xl border border-slate-200 bg-white p-3 text-sm">
          <p className="font-serif text-lg font-semibold text-slate-900">{w.title}</p>
          <p className="whitespace-pre-wrap text-slate-800">{w.content}</p>
          {w.scripture || w.scriptureReference ? (
            <blockquote className="border-l-4 border-gold-400 pl-3 italic text-slate-700">
              {w.scripture}
              {w.scriptureReference ? (
                <span className="block not-italic text-slate-500">— {w.scriptureReference}</span>
              ) : null}
            </blockquote>
          ) : null}
        </div>
      </section>
      <section aria-label={t('admin.preview.telegram')} className="space-y-2">
        <h3 className="text-sm font-semibold text-slate-700">Telegram</h3>
        <div lang={language} className="rounded-xl bg-sky-100 p-3">
          <TelegramMessage html={preview.telegram.privateChat} />
        </div>
      </section>
      <section aria-label={t('admin.preview.slack')} className="space-y-2">
        <h3 className="text-sm font-semibold text-slate-700">Slack</h3>
        <div lang={language}>
          <SlackMessageView message={preview.slack.channel} />
        </div>
      </section>
    </div>
  );
}
