import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ScriptureLink } from './scripture-link';
import { prefetchPassage } from '../lib/scripture';
import { whenIdle } from '../lib/when-idle';

/**
 * A prayer's title band, its paragraphs and its passage: the same on Today, a past day, a search
 * result and a topic (the server's first copy of Today mirrors it: web/shared/prerender-markup.ts).
 */
export function paragraphs(content: string): string[] {
  return content
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

export function PrayerTitleBand({ title }: { title: string }) {
  return (
    <div className="bg-gradient-to-br from-brand-700 to-brand-600 px-5 py-4 text-white">
      <h2 className="font-serif text-xl font-semibold">{title}</h2>
    </div>
  );
}

export function PrayerText({
  content,
  scripture,
  scriptureReference,
}: {
  content: string;
  scripture: string | null;
  scriptureReference: string | null;
}) {
  // The passage's chapter is kept on the device ahead, so the link opens with no network (decision 210).
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!scriptureReference || navigator.onLine === false) return;
    return whenIdle(() => prefetchPassage(queryClient, scriptureReference));
  }, [queryClient, scriptureReference]);
  return (
    <>
      <div className="space-y-3 font-serif text-[1.0625rem] leading-relaxed text-slate-700">
        {paragraphs(content).map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
      {scripture ? (
        <blockquote className="rounded-xl border-l-4 border-gold-400 bg-gold-50 px-4 py-3">
          <p className="font-serif italic text-slate-700">"{scripture}"</p>
          {scriptureReference ? (
            <footer className="mt-2 text-sm font-semibold text-gold-700">
              <ScriptureLink reference={scriptureReference} />
            </footer>
          ) : null}
        </blockquote>
      ) : null}
    </>
  );
}
