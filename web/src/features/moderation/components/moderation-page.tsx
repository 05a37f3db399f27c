/**
 * /admin/moderation: the open reports, each item with its author and context, and the moderator's
 * actions (dismiss, hide, delete, stop public posting), then the log of recent actions. Admins only:
 * the router's gate sends others away, and the server answers 403 to them anyway.
 */
import { Eye, EyeOff, Flag, ScrollText, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSpinner } from '../../../components/ui/spinner';
import { shortDate, timeAgo } from '../../../lib/dates';
import {
  useModerateItem,
  useModerationLog,
  useModerationQueue,
  useSetPostingStop,
  type LogEntry,
  type QueueEntry,
} from '../api/moderation';

const KIND = { reflection: 'Reflection', reply: 'Reply', prayer: 'Wall prayer' } as const;
const REASON = { spam: 'Spam', abusive: 'Abusive', harmful: 'Harmful', other: 'Off-topic / other' } as const;
const ACTION: Record<LogEntry['action'], string> = {
  dismiss: 'dismissed the reports on',
  hide: 'hid',
  unhide: 'showed again',
  delete: 'deleted',
  stop_posting: 'stopped public posting for',
  allow_posting: 'allowed public posting again for',
};

function fullName(a: QueueEntry['author']) {
  return [a.firstName, a.lastName].filter(Boolean).join(' ') || a.email || `Person ${a.id}`;
}

function QueueItem({ entry }: { entry: QueueEntry }) {
  const moderate = useModerateItem();
  const posting = useSetPostingStop();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const act = (action: 'dismiss' | 'hide' | 'delete') =>
    moderate.mutate({ kind: entry.kind, itemId: entry.itemId, action });
  const label = `${KIND[entry.kind]} by ${fullName(entry.author)}`;
  return (
    <li aria-label={label}>
      <Card className="space-y-3">
        <div className="flex flex-wrap items-center gap-2 text-xs">
          <span className="rounded-full bg-slate-100 px-2 py-0.5 font-semibold text-slate-700">{KIND[entry.kind]}</span>
          <span className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2 py-0.5 font-semibold text-red-700">
            <Flag aria-hidden className="h-3 w-3" /> {entry.reports.length}{' '}
            {entry.reports.length === 1 ? 'report' : 'reports'}
          </span>
          {entry.hiddenBy === 'reports' ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 font-semibold text-amber-800">
              <EyeOff aria-hidden className="h-3 w-3" /> Hidden until reviewed
            </span>
          ) : null}
          {entry.hiddenBy === 'moderator' ? (
            <span className="rounded-full bg-amber-50 px-2 py-0.5 font-semibold text-amber-800">
              Hidden by a moderator
            </span>
          ) : null}
        </div>
        <div className="text-sm text-slate-600">
          {entry.context.prayerTitle ? (
            <p>
              On <span className="font-medium text-slate-800">{entry.context.prayerTitle}</span>
            </p>
          ) : null}
          {entry.context.parentContent ? (
            <p className="mt-1 line-clamp-2 border-l-2 border-slate-200 pl-2 italic">
              In reply to: “{entry.context.parentContent}”
            </p>
          ) : null}
        </div>
        <blockquote className="rounded-lg bg-slate-50 p-3 text-slate-800">
          {entry.title ? <p className="font-semibold">{entry.title}</p> : null}
          <p className="whitespace-pre-wrap break-words">{entry.content}</p>
          <footer className="mt-2 text-xs text-slate-500">
            {fullName(entry.author)}
            {entry.author.email ? ` · ${entry.author.email}` : ''} · written {shortDate(entry.createdAt)}
            {entry.author.postingStopped ? (
              <span className="ml-1 font-semibold text-red-700"> · public posting stopped</span>
            ) : null}
          </footer>
        </blockquote>
        <ul className="space-y-1 text-sm">
          {entry.reports.map((r) => (
            <li key={r.id} className="text-slate-700">
              <span className="font-medium">{REASON[r.reason]}</span> — {r.reporter.firstName || 'Someone'},{' '}
              {timeAgo(r.createdAt)}
              {r.countsTowardHide === false ? (
                <span className="text-slate-500"> · new or untested account: does not count toward hiding</span>
              ) : null}
              {r.note ? <p className="whitespace-pre-wrap break-words pl-3 text-slate-600">“{r.note}”</p> : null}
            </li>
          ))}
        </ul>
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          <Button
            size="sm"
            variant="outline"
            disabled={moderate.isPending}
            onClick={() => act('dismiss')}
            aria-label={`Dismiss reports on ${label}`}
          >
            Dismiss
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={moderate.isPending}
            onClick={() => act('hide')}
            aria-label={`Hide ${label}`}
          >
            Hide
          </Button>
          <Button
            size="sm"
            variant="danger"
            disabled={moderate.isPending}
            onClick={() => setConfirmDelete(true)}
            aria-label={`Delete ${label}`}
          >
            Delete
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={posting.isPending}
            onClick={() => posting.mutate({ userId: entry.author.id, stopped: !entry.author.postingStopped })}
          >
            {entry.author.postingStopped
              ? `Allow ${entry.author.firstName || 'them'} to post`
              : `Stop ${entry.author.firstName || 'them'} posting publicly`}
          </Button>
        </div>
      </Card>
      {confirmDelete ? (
        <ConfirmDialog
          title={`Delete this ${KIND[entry.kind].toLowerCase()}?`}
          description={
            entry.kind === 'reflection'
              ? 'It is removed for everyone, with its likes and the replies under it.'
              : 'It is removed for everyone.'
          }
          confirmLabel="Delete"
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
  const { data = [] } = useModerationLog();
  const moderate = useModerateItem();
  if (data.length === 0) return <p className="text-sm text-slate-500">No moderation actions yet.</p>;
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
              <span className="font-medium">{l.actor?.firstName || 'A former admin'}</span> {ACTION[l.action]}{' '}
              {l.kind ? `${KIND[l.kind].toLowerCase()} #${l.itemId}` : ''}
              {l.kind && l.target ? ' by ' : ''}
              {l.target ? <span className="font-medium">{l.target.firstName || `person ${l.target.id}`}</span> : null}
              <span className="ml-1 whitespace-nowrap text-xs text-slate-500">· {timeAgo(l.createdAt)}</span>
            </span>
            {canShow ? (
              <Button
                variant="outline"
                size="sm"
                disabled={moderate.isPending}
                aria-label={`Show again: ${KIND[l.kind!].toLowerCase()} #${l.itemId}`}
                onClick={() => moderate.mutate({ kind: l.kind!, itemId: l.itemId!, action: 'unhide' })}
              >
                <Eye aria-hidden className="h-4 w-4" /> Show again
              </Button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

export default function ModerationPage() {
  const { data, isLoading } = useModerationQueue();
  if (isLoading) return <PageSpinner />;
  const queue = data ?? [];
  return (
    <div className="space-y-4">
      <header>
        <h1 className="font-serif text-2xl font-semibold text-slate-900">Moderation</h1>
        <p className="text-slate-500">
          {queue.length === 0
            ? 'No posts await review.'
            : `${queue.length} ${queue.length === 1 ? 'post awaits' : 'posts await'} review.`}{' '}
          Open reports, oldest first. Items reported by 3 established members are hidden until you decide; reports from
          new accounts hide a post only from the person who reported it.
        </p>
      </header>
      <div className="space-y-4 lg:grid lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start lg:gap-6 lg:space-y-0">
        <section aria-label="Open reports">
          {queue.length === 0 ? (
            <EmptyState
              icon={ShieldCheck}
              title="No open reports"
              hint="Reported reflections, replies and wall prayers appear here."
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
            <ScrollText aria-hidden className="h-5 w-5 text-brand-600" /> Recent actions
          </h2>
          <ModerationLog />
        </Card>
      </div>
    </div>
  );
}
