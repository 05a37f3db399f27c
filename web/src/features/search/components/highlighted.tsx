import { splitHighlights } from '@dps/core/search/search-query';

/**
 * Text from ts_headline with its markers, rendered as text: each matched word in a <mark>, everything
 * else a plain text node. Nothing is ever set as HTML, so a prayer's words cannot become markup.
 */
export function Highlighted({ text }: { text: string }) {
  return (
    <>
      {splitHighlights(text).map((part, i) =>
        part.highlighted ? (
          <mark
            key={i}
            className="rounded bg-gold-50 font-semibold text-gold-700 underline decoration-gold-400 underline-offset-2"
          >
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}
