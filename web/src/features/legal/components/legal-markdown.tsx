/**
 * Renders a legal text's blocks (the Markdown subset of db/src/content/legal-text.ts) as React
 * elements: text is always text, never HTML, and a link is one of the safe kinds the parser let
 * through (mailto:, https://, a path of this site).
 */
import type { LegalBlock, LegalInline } from '@dps/db/content/legal-text';
import { isSafeHref } from '@dps/db/content/legal-text';
import { Fragment, type ReactNode } from 'react';
import { Link } from '../../../lib/router';

const linkClass = 'font-medium text-brand-700 underline';

function Inlines({ inlines }: { inlines: LegalInline[] }) {
  return inlines.map((part, i) => {
    switch (part.kind) {
      case 'bold':
        return <strong key={i}>{part.text}</strong>;
      case 'code':
        return <code key={i}>{part.text}</code>;
      case 'link':
        if (!isSafeHref(part.href)) return <Fragment key={i}>{part.text}</Fragment>;
        if (part.href.startsWith('/'))
          return (
            <Link key={i} href={part.href} className={linkClass}>
              {part.text}
            </Link>
          );
        return (
          <a
            key={i}
            href={part.href}
            className={linkClass}
            {...(part.href.startsWith('https://') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {part.text}
          </a>
        );
      default:
        return <Fragment key={i}>{part.text}</Fragment>;
    }
  });
}

function Block({ block }: { block: LegalBlock }) {
  if (block.kind === 'heading')
    return block.level === 2 ? (
      <h2>
        <Inlines inlines={block.inlines} />
      </h2>
    ) : (
      <h3 className="font-semibold text-slate-900">
        <Inlines inlines={block.inlines} />
      </h3>
    );
  if (block.kind === 'list')
    return (
      <ul>
        {block.items.map((item, i) => (
          <li key={i}>
            <Inlines inlines={item} />
          </li>
        ))}
      </ul>
    );
  return (
    <p>
      <Inlines inlines={block.inlines} />
    </p>
  );
}

/** The blocks, one <section> per `##` heading (the text before the first is a section too). */
export function LegalMarkdown({ blocks }: { blocks: LegalBlock[] }) {
  const sections: LegalBlock[][] = [];
  for (const block of blocks) {
    if (sections.length === 0 || (block.kind === 'heading' && block.level === 2)) sections.push([]);
    sections[sections.length - 1]!.push(block);
  }
  return sections.map((section, i): ReactNode => (
    <section key={i} className="space-y-2">
      {section.map((block, j) => (
        <Block key={j} block={block} />
      ))}
    </section>
  ));
}
