import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildShareContent, buildShareText } from './build-share-text';

const APP = 'Daily Prayer & Scripture';

describe('buildShareText', () => {
  it('gives the title, the quoted scripture with its reference, and where it was shared from', () => {
    expect(
      buildShareText(
        {
          title: 'Strength for Today',
          scripture: 'I can do all things through Christ.',
          scriptureReference: 'Philippians 4:13',
        },
        APP,
      ),
    ).toBe(
      'Strength for Today\n\n"I can do all things through Christ." - Philippians 4:13\n\nShared from Daily Prayer & Scripture',
    );
  });

  it('leaves out what is missing without stray quotes or dashes', () => {
    expect(buildShareText({ title: 'Peace', scripture: null, scriptureReference: null }, APP)).toBe(
      'Peace\n\nShared from Daily Prayer & Scripture',
    );
    expect(buildShareText({ title: 'Peace', scripture: '  ', scriptureReference: 'John 14:27' }, APP)).toBe(
      'Peace\n\nJohn 14:27\n\nShared from Daily Prayer & Scripture',
    );
    expect(buildShareText({ title: 'Peace', scripture: '""', scriptureReference: '' }, APP)).toBe(
      'Peace\n\nShared from Daily Prayer & Scripture',
    );
    expect(buildShareText({ title: 'Peace', scripture: 'Peace I leave with you.' }, APP)).toBe(
      'Peace\n\n"Peace I leave with you."\n\nShared from Daily Prayer & Scripture',
    );
  });

  it('does not double the quotes of scripture that already has them', () => {
    expect(buildShareText({ title: 'T', scripture: '“Be still.”', scriptureReference: 'Psalm 46:10' }, APP)).toBe(
      'T\n\n"Be still." - Psalm 46:10\n\nShared from Daily Prayer & Scripture',
    );
  });

  it('always names the app last and starts with the title', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z ]*[A-Za-z][A-Za-z ]*$/),
        // Scripture may come with or without its own quotes, or be blank.
        fc.option(
          fc.tuple(fc.constantFrom('', '"', '“'), fc.stringMatching(/^[A-Za-z .,]*$/)).map(([q, t]) => `${q}${t}${q}`),
        ),
        fc.option(fc.stringMatching(/^[A-Za-z0-9 :]*$/)),
        (title, scripture, scriptureReference) => {
          const text = buildShareText({ title, scripture, scriptureReference }, 'App');
          return (
            text.startsWith(title.trim()) &&
            text.endsWith('\n\nShared from App') &&
            !text.includes('\n\n\n') &&
            !text.includes('""') &&
            !text.includes(' - \n')
          );
        },
      ),
    );
  });
});

describe('buildShareContent', () => {
  it('shares a prayer with its scripture text', () => {
    expect(
      buildShareContent(
        { kind: 'prayer', prayer: { title: 'Hope', scripture: 'Hope anchors.', scriptureReference: 'Heb 6:19' } },
        APP,
      ),
    ).toEqual({
      title: 'Hope',
      text: 'Hope\n\n"Hope anchors." - Heb 6:19\n\nShared from Daily Prayer & Scripture',
      type: 'prayer',
    });
  });

  it('shares a reflection with the prayer it is about', () => {
    expect(
      buildShareContent(
        { kind: 'reflection', reflection: { content: ' God was near today. ', prayer: { title: 'Morning Light' } } },
        APP,
      ),
    ).toEqual({
      title: 'Reflection on Morning Light',
      text: 'Reflection on Morning Light\n\nGod was near today.\n\nShared from Daily Prayer & Scripture',
      type: 'reflection',
    });
    expect(buildShareContent({ kind: 'reflection', reflection: { content: 'x' } }, APP).title).toBe('My Reflection');
  });

  it('shares an own prayer with its words', () => {
    expect(buildShareContent({ kind: 'userPrayer', prayer: { title: 'For Mum', content: 'Heal her.' } }, APP)).toEqual({
      title: 'For Mum',
      text: 'For Mum\n\nHeal her.\n\nShared from Daily Prayer & Scripture',
      type: 'prayer',
    });
  });
});
