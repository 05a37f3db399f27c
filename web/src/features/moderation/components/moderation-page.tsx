/**
 * /admin/moderation: the open reports, each item with its author and context, and the moderator's
 * actions (dismiss, hide, delete, stop public posting), then the log of recent actions. Admins only:
 * the router's gate sends others away, and the server answers 403 to them anyway.
 */
import { Eye, EyeOff, Flag, ScrollText, ShieldCheck } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSpinner } from '../../../components/ui/spinner';
import { useI18n } from '../../../i18n/i18n-context';
import { shortDateIn, timeAgoIn } from '../../../lib/dates-in-language';
import {
  useModerateItem,
  useModerationLog,
  useModerationQueue,
  useSetPostingStop,
  type QueueEntry,
} from '../api/moderation';

const bold = (chunks: ReactNode) => <span className="font-medium">{chunks}</span>;

function QueueItem({ entry }: { entry: QueueEntry }) {
  const { t, rich, language } = useI18n();
  const moderate = useModerateItem();
  const posting = useSetPostingStop();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const act = (action: 'dismiss' | 'hide' | 'delete') =>
    moderate.mutate({ kind: entry.kind, itemId: entry.itemId, action });
  const author = entry.author;
  const name =
    [author.firstName, author.lastName].filter(Boolean).join(' ') ||
    author.email ||
    t('moderation.item.person', { id: author.id });
  const label = t('moderation.item.label', { kind: entry.kind, name });
  const written = shortDateIn(language, entry.createdAt);
  return (
    <li aria-label={label}>
      <Card className="space-y-3">
        <div className="flex flex-wrap items-center gap-2 text-xs">
          <span className="rounded-full bg-slate-100 px-2 py-0.5 font-semibold text-slate-700">
            {t('moderation.item.kind', { kind: entry.kind })}
          </span>
          <span className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2 py-0.5 font-semibold text-red-700">
            <Flag aria-hidden className="h-3 w-3" /> {t('moderation.item.reports', { count: entry.reports.length })}
          </span>
          {entry.hiddenBy === 'reports' ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 font-semibold text-amber-800">
              <EyeOff aria-hidden className="h-3 w-3" /> {t('moderation.item.hiddenUntilReviewed')}
            </span>
          ) : null}
          {entry.hiddenBy === 'moderator' ? (
            <span className="rounded-full bg-amber-50 px-2 py-0.5 font-semibold text-amber-800">
              {t('moderation.item.hiddenByModerator')}
            </span>
          ) : null}
        </div>
        <div className="text-sm text-slate-600">
          {entry.context.prayerTitle ? (
            <p>
              {rich('moderation.item.on', {
                title: entry.context.prayerTitle,
                b: (chunks: ReactNode) => <span className="font-medium text-slate-800">{chunks}</span>,
              })}
            </p>
          ) : null}
          {entry.context.parentContent ? (
            <p className="mt-1 line-clamp-2 border-l-2 border-slate-200 pl-2 italic">
              {t('moderation.item.inReplyTo', { content: entry.context.parentContent })}
            </p>
          ) : null}
        </div>
        <blockquote className="rounded-lg bg-slate-50 p-3 text-slate-800">
          {entry.title ? <p className="font-semibold">{entry.title}</p> : null}
          <p className="whitespace-pre-wrap break-words">{entry.content}</p>
          <footer className="mt-2 text-xs text-slate-500">
            {author.email
              ? t('moderation.item.writtenWithEmail', { name, email: author.email, date: written })
              : t('moderation.item.written', { name, date: written })}
            {author.postingStopped ? (
              <span className="ml-1 font-semibold text-red-700"> · {t('moderation.item.postingStopped')}</span>
            ) : null}
          </footer>
        </blockquote>
        <ul className="space-y-1 text-sm">
          {entry.reports.map((r) => (
            <li key={r.id} className="text-slate-700">
              {rich('moderation.item.reportLine', {
                reason: r.reason,
                reporter: r.reporter.firstName || t('moderation.item.someone'),
                ago: timeAgoIn(language, r.createdAt),
                b: bold,
              })}
              {r.countsTowardHide === false ? (
                <span className="text-slate-500"> · {t('moderation.item.doesNotCount')}</span>
              ) : null}
              {r.note ? (
                <p className="whitespace-pre-wrap break-words pl-3 text-slate-600">
                  {t('moderation.item.note', { note: r.note })}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          <Button
            size="sm"
            variant="outline"
            disabled={moderate.isPending}
            onClick={() => act('dismiss')}
            aria-label={t('moderation.item.dismissLabel', { label })}
          >
            {t('moderation.item.dismiss')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={moderate.isPending}
            onClick={() => act('hide')}
            aria-label={t('moderation.item.hideLabel', { label })}
          >
            {t('moderation.item.hide')}
          </Button>
          <Button
            size="sm"
            variant="danger"
            disabled={moderate.isPending}
            onClick={() => setConfirmDelete(true)}
            aria-label={t('moderation.item.deleteLabel', { label })}
          >
            {t('moderation.item.delete')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={posting.isPending}
            onClick={() => posting.mutate({ userId: author.id, stopped: !author.postingStopped })}
          >
            {author.postingStopped
              ? author.firstName
                ? t('moderation.item.allowPosting', { name: author.firstName })
                : t('moderation.item.allowPostingThem')
              : author.firstName
                ? t('moderation.item.stopPosting', { name: author.firstName })
                : t('moderation.item.stopPostingThem')}
          </Button>
        </div>
      </Card>
      {confirmDelete ? (
        <ConfirmDialog
          title={t('moderation.confirmDelete.title', { kind: entry.kind })}
          description={
            entry.kind === 'reflection' ? t('moderation.confirmDelete.reflection') : t('moderation.confirmDelete.other')
          }
          confirmLabel={t('moderation.item.delete')}
          busy={moderate.isPending}
          onConfirm={() =>
            moderate.mutate(
              { kind: entry.kind, itemId: entry.itemId, action: 'delete' },
              { onSuccess: () => setConfirmDelete(false) },
            )
          }
          onClose={() => setConfirmDelete(false)}
        />
      ) : null}
    </li>
  );
}

function ModerationLog() {
  const { t, rich, language } = useI18n();
  const { data = [] } = useModerationLog();
  const moderate = useModerateItem();
  if (data.length === 0) return <p className="text-sm text-slate-500">{t('moderation.log.empty')}</p>;
  // "Show again" once per item still hidden: on its newest "hid" line.
  const offered = new Set<string>();
  return (
    <ul className="divide-y divide-slate-100 text-sm">
      {data.map((l) => {
        const key = `${l.kind}:${l.itemId}`;
        const canShow = l.action === 'hide' && l.hiddenNow && l.kind && l.itemId && !offered.has(key);
        if (canShow) offered.add(key);
        return (
          <li key={l.id} className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1 py-2 text-slate-700">
            <span>
              {rich(l.kind ? (l.target ? 'moderation.log.itemBy' : 'moderation.log.item') : 'moderation.log.person', {
                action: l.action,
                actor: l.actor?.firstName || t('moderation.log.formerAdmin'),
                kind: l.kind ?? 'other',
                id: l.itemId ?? 0,
                target: l.target ? l.target.firstName || t('moderation.log.personId', { id: l.target.id }) : '',
                b: bold,
              })}
              <span className="ml-1 whitespace-nowrap text-xs text-slate-500">
                · {timeAgoIn(language, l.createdAt)}
              </span>
            </span>
            {canShow ? (
              <Button
                variant="outline"
                size="sm"
                disabled={moderate.isPending}
                aria-label={t('moderation.log.showAgainLabel', { kind: l.kind!, id: l.itemId! })}
                onClick={() => moderate.mutate({ kind: l.kind!, itemId: l.itemId!, action: 'unhide' })}
              >
                <Eye aria-hidden className="h-4 w-4" /> {t('moderation.log.showAgain')}
              </Button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

export default function ModerationPage() {
  const { t } = useI18n();
  const { data, isLoading } = useModerationQueue();
  if (isLoading) return <PageSpinner />;
  const queue = data ?? [];
  return (
    <div className="space-y-4">
      <header>
        <h1 className="font-serif text-2xl font-semibold text-slate-900">{t('moderation.page.title')}</h1>
        <p className="text-slate-500">
          {t('moderation.page.waiting', { count: queue.length })} {t('moderation.page.intro')}
        </p>
      </header>
      <div className="space-y-4 lg:grid lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start lg:gap-6 lg:space-y-0">
        <section aria-label={t('moderation.page.openReports')}>
          {queue.length === 0 ? (
            <EmptyState
              icon={ShieldCheck}
              title={t('moderation.page.emptyTitle')}
              hint={t('moderation.page.emptyHint')}
            />
          ) : (
            <ul className="space-y-3">
              {queue.map((e) => (
                <QueueItem key={`${e.kind}:${e.itemId}`} entry={e} />
              ))}
            </ul>
          )}
        </section>
        <Card>
          <h2 className="mb-2 flex items-center gap-2 font-semibold text-slate-900">
            <ScrollText aria-hidden className="h-5 w-5 text-brand-600" /> {t('moderation.log.title')}
          </h2>
          <ModerationLog />
        </Card>
      </div>
    </div>
  );
}
