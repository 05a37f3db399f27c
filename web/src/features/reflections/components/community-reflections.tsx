import { EyeOff, Heart, MessageCircle, Users } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ReportButton } from '../../../components/report-dialog';
import { TextWithScriptureLinks } from '../../../components/text-with-scripture-links';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Textarea } from '../../../components/ui/field';
import { cn } from '../../../lib/cn';
import { COMMUNITY_REFLECTIONS_SHOWN } from '../../../lib/constants';
import { shortDateIn, timeAgoIn } from '../../../lib/dates-in-language';
import { useI18n, type I18n } from '../../../i18n/i18n-context';
import { useSearchParam } from '../../../lib/router';
import type { ModerationMark, Reflection } from '../api/reflections';
import {
  useCommunityReflections,
  useLikeReflection,
  useRefreshAfterReport,
  useReplyToReflection,
} from '../api/reflections';
import { OwnReflectionActions } from './own-item-actions';
import { groupReflections } from '../group-reflections';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Recent items read "3h ago"; older ones show their date. */
function when(language: I18n['language'], createdAt: string): string {
  return Date.now() - new Date(createdAt).getTime() < WEEK_MS
    ? timeAgoIn(language, createdAt)
    : shortDateIn(language, createdAt);
}

function authorName(t: I18n['t'], r: Reflection): string {
  return r.user?.firstName?.trim() || t('reflections.community.anonymous');
}

/** On one's own item that others do not see: why (a moderator hid it, or reports put it under review). */
export function ModerationNote({ mark }: { mark: ModerationMark | null | undefined }) {
  const { t } = useI18n();
  if (!mark) return null;
  return (
    <p className="mt-1 inline-flex items-center gap-1 rounded-md bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800">
      <EyeOff aria-hidden className="h-3.5 w-3.5" />
      {mark === 'hidden' ? t('reflections.moderation.hidden') : t('reflections.moderation.underReview')}
    </p>
  );
}

export function CommunityReflectionsList({
  prayerId,
  reflections,
}: {
  prayerId: number;
  reflections: readonly Reflection[];
}) {
  const { t, language } = useI18n();
  const nameOf = (r: Reflection) => authorName(t, r);
  const [expanded, setExpanded] = useState(false);
  const [replyingTo, setReplyingTo] = useState<number | null>(null);
  const [replyText, setReplyText] = useState('');
  const like = useLikeReflection(prayerId);
  const reply = useReplyToReflection(prayerId);
  const refresh = useRefreshAfterReport(prayerId);

  const threads = groupReflections(reflections);
  // A notification's link (/?reflection=12) brings that reflection into view, highlighted.
  const wanted = Number(useSearchParam('reflection'));
  const highlighted = threads.find((t) => t.id === wanted)?.id ?? null;
  const highlightedIndex = threads.findIndex((t) => t.id === highlighted);
  const highlightRef = useRef<HTMLLIElement | null>(null);
  useEffect(() => {
    if (highlighted === null) return;
    if (highlightedIndex >= COMMUNITY_REFLECTIONS_SHOWN) setExpanded(true);
    highlightRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [highlighted, highlightedIndex, expanded]);
  if (threads.length === 0) {
    return <p className="py-4 text-center text-sm text-slate-500">{t('reflections.community.empty')}</p>;
  }
  const shown = expanded ? threads : threads.slice(0, COMMUNITY_REFLECTIONS_SHOWN);

  const openReply = (id: number) => {
    setReplyingTo(id);
    setReplyText('');
  };
  const cancelReply = () => {
    setReplyingTo(null);
    setReplyText('');
  };
  const postReply = (reflectionId: number) => {
    const text = replyText.trim();
    if (!text) return;
    reply.mutate({ reflectionId, text }, { onSuccess: cancelReply });
  };

  return (
    <div>
      <ul className="space-y-3">
        {shown.map((r) => (
          <li
            key={r.id}
            ref={r.id === highlighted ? highlightRef : undefined}
            data-testid="community-reflection"
            data-highlighted={r.id === highlighted ? 'true' : undefined}
            className={cn('rounded-xl bg-slate-50 p-4', r.id === highlighted && 'ring-2 ring-brand-500')}
          >
            <div className="flex items-baseline justify-between gap-2">
              <p className="text-sm font-semibold text-slate-800">{nameOf(r)}</p>
              <p className="text-xs text-slate-500">{when(language, r.createdAt)}</p>
            </div>
            <p data-testid="reflection-content" className="mt-1 whitespace-pre-wrap text-sm text-slate-700">
              <TextWithScriptureLinks text={r.content} refs={r.contentRefs} />
            </p>
            <ModerationNote mark={r.moderation} />
            <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
              <button
                type="button"
                onClick={() => like.mutate(r.id)}
                aria-pressed={!!r.likedByMe}
                aria-label={t('reflections.community.likeLabel', { name: nameOf(r), count: r.likes })}
                className="inline-flex items-center gap-1 rounded-md px-1.5 py-1 text-sm text-slate-500 hover:bg-slate-100 hover:text-red-600"
              >
                <Heart aria-hidden className={cn('h-4 w-4', r.likedByMe && 'fill-red-500 text-red-500')} />
                <span>{r.likes}</span>
              </button>
              <button
                type="button"
                onClick={() => openReply(r.id)}
                className="inline-flex items-center gap-1 rounded-md px-1.5 py-1 text-sm text-slate-500 hover:bg-slate-100 hover:text-brand-700"
              >
                <MessageCircle aria-hidden className="h-4 w-4" /> {t('reflections.community.reply')}
              </button>
              {r.isOwn ? (
                <OwnReflectionActions
                  id={r.id}
                  content={r.content}
                  isPublic={r.isPublic}
                  isReply={false}
                  replies={r.replies.length}
                />
              ) : (
                <ReportButton kind="reflection" itemId={r.id} authorName={nameOf(r)} onReported={refresh} />
              )}
            </div>
            {r.replies.length > 0 ? (
              <ul className="mt-3 space-y-2 border-l-2 border-brand-100 pl-3">
                {r.replies.map((c) => (
                  <li key={c.id} data-testid="reflection-reply" className="text-sm">
                    <span className="font-semibold text-slate-800">{nameOf(c)}</span>{' '}
                    <span className="text-xs text-slate-500">{when(language, c.createdAt)}</span>
                    <p className="whitespace-pre-wrap text-slate-700">
                      <TextWithScriptureLinks text={c.content} refs={c.contentRefs} />
                    </p>
                    <ModerationNote mark={c.moderation} />
                    <div className="flex flex-wrap gap-x-2">
                      {c.isOwn ? (
                        <OwnReflectionActions id={c.id} content={c.content} isPublic={c.isPublic} isReply />
                      ) : (
                        <ReportButton kind="reply" itemId={c.id} authorName={nameOf(c)} onReported={refresh} />
                      )}
                    </div>
                  </li>
                ))}
              </ul>
            ) : null}
            {replyingTo === r.id ? (
              <div className="mt-3 space-y-2">
                <Textarea
                  rows={2}
                  aria-label={t('reflections.community.replyTo', { name: nameOf(r) })}
                  value={replyText}
                  onChange={(e) => setReplyText(e.target.value)}
                  placeholder={t('reflections.community.replyPlaceholder')}
                  autoFocus
                />
                <div className="flex justify-end gap-2">
                  <Button size="sm" variant="outline" onClick={cancelReply}>
                    {t('reflections.community.cancel')}
                  </Button>
                  <Button size="sm" disabled={!replyText.trim() || reply.isPending} onClick={() => postReply(r.id)}>
                    {t('reflections.community.postReply')}
                  </Button>
                </div>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {threads.length > COMMUNITY_REFLECTIONS_SHOWN ? (
        <Button variant="secondary" className="mt-3 w-full" onClick={() => setExpanded((x) => !x)}>
          {expanded ? t('reflections.community.showLess') : t('reflections.community.viewMore')}
        </Button>
      ) : null}
    </div>
  );
}

export function CommunityReflections({ prayerId }: { prayerId: number }) {
  const { t } = useI18n();
  const { data, isLoading } = useCommunityReflections(prayerId);
  return (
    <Card>
      <h2 className="mb-3 flex items-center gap-2 font-semibold text-slate-900">
        <Users aria-hidden className="h-5 w-5 text-brand-600" /> {t('reflections.community.title')}
      </h2>
      {isLoading ? (
        <p className="text-sm text-slate-500">{t('reflections.community.loading')}</p>
      ) : (
        <CommunityReflectionsList prayerId={prayerId} reflections={data ?? []} />
      )}
    </Card>
  );
}
