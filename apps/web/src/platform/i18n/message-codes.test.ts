import { describe, expect, it } from 'vitest';
import { messageCatalogue, renderedTextCatalogue } from '@clockroom/contracts';
import { i18n } from './i18n.ts';
import { fr } from './fr.ts';

// Every screen's bundle, as if each page had been opened: some French still lives in them, keyed by
// the English text.
import.meta.glob('../../**/i18n.ts', { eager: true });
import.meta.glob('../../**/*-translations.ts', { eager: true });
i18n.addResourceBundle('fr', 'translation', fr, true, false);

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('server messages in French', () => {
  const french = i18n.getResourceBundle('fr', 'translation') as Record<string, string>;
  // The answers' messages, and the notifications' and mails' texts the bell renders by code.
  const entries = [...messageCatalogue.entries.values(), ...renderedTextCatalogue.entries.values()];

  it('has French for every message code, by code or by its English text', () => {
    const missing = entries
      .filter((e) => !french[e.code] && (e.params.length > 0 || !french[e.english]))
      .map((e) => `${e.code}: ${e.english}`);
    expect(missing).toEqual([]);
  });

  it('keeps each code French placeholders those of the English', () => {
    for (const e of entries) {
      const text = french[e.code];
      if (text) expect(placeholders(text), e.code).toEqual([...e.params].sort());
    }
  });
});
