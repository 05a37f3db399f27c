import { describe, expect, it } from 'vitest';
import { withImportLanguage } from './import-language';

describe('an import for the chosen language', () => {
  it('adds a language column to a CSV, quoted newlines, CRLF and blank lines included', () => {
    const csv =
      'date,title,content,topic\r\n2030-05-02,Luz,"Señor,\r\nguíanos.",Hope\r\n\r\n2030-05-03,"Paz ""hoy""",Texto,Hope\r\n';
    expect(withImportLanguage('csv', csv, 'es')).toBe(
      'date,title,content,topic,language\r\n2030-05-02,Luz,"Señor,\r\nguíanos.",Hope,es\r\n\r\n2030-05-03,"Paz ""hoy""",Texto,Hope,es\r\n',
    );
    expect(withImportLanguage('csv', 'date,title\n2030-05-02,Luz', 'es')).toBe(
      'date,title,language\n2030-05-02,Luz,es',
    );
  });

  it('leaves a file that names its own languages, and English files, as they are', () => {
    const own = '\uFEFFDate, Title ,Language\n2030-05-02,Light,en\n';
    expect(withImportLanguage('csv', own, 'es')).toBe(own);
    expect(withImportLanguage('csv', 'date,title\n2030-05-02,Light\n', 'en')).toBe('date,title\n2030-05-02,Light\n');
    expect(withImportLanguage('json', '[{"title":"Light"}]', 'en')).toBe('[{"title":"Light"}]');
  });

  it('gives JSON rows without a language the chosen one, a list or { prayers: [...] }', () => {
    expect(JSON.parse(withImportLanguage('json', '[{"title":"Luz"},{"title":"Light","language":"en"}]', 'es'))).toEqual(
      [
        { title: 'Luz', language: 'es' },
        { title: 'Light', language: 'en' },
      ],
    );
    expect(JSON.parse(withImportLanguage('json', '{"prayers":[{"title":"Luz"}]}', 'es'))).toEqual({
      prayers: [{ title: 'Luz', language: 'es' }],
    });
    expect(withImportLanguage('json', 'not json', 'es')).toBe('not json');
  });
});
