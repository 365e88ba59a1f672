import { describe, expect, it } from 'vitest';
import { notificationTexts } from './notification-kinds.ts';
import { notificationText } from './notifications-messages.ts';
import { renderText, renderedTextCatalogue } from './rendered-texts.ts';
import { RENDERED_TEXTS_FR } from './rendered-texts-fr.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('texts the server renders (notifications, mails)', () => {
  const subject = notificationText('exemptionSubject', { date: '02-03-2027', employee: 'Ada Obi' });

  it('renders a kind in either language, the subject phrase nested in the title', () => {
    const texts = notificationTexts('exemption.approval-requested', {
      id: '9',
      subject,
      approval_type: 'Concurrent',
    });
    if (!texts) throw new Error('no texts for an approval request');
    expect(renderText(texts.title, 'en')).toBe(
      'Waiting for your approval: Exemption on 02-03-2027 for Ada Obi',
    );
    expect(renderText(texts.title, 'fr')).toBe(
      'En attente de votre approbation : Exemption du 02-03-2027 pour Ada Obi',
    );
    expect(texts.body && renderText(texts.body, 'fr')).toBe('Approbation simultanée');
  });

  it('knows no texts for an unknown kind or a row without params (the reader shows its English)', () => {
    expect(notificationTexts('test.unknown', {})).toBeUndefined();
    expect(notificationTexts('leave.approved', null)).toBeUndefined();
  });

  it('has French for every code, with the English placeholders', () => {
    for (const entry of renderedTextCatalogue.entries.values()) {
      const french = RENDERED_TEXTS_FR[entry.code];
      expect(french, entry.code).toBeDefined();
      expect(placeholders(french ?? ''), entry.code).toEqual([...entry.params].sort());
    }
    expect(Object.keys(RENDERED_TEXTS_FR).filter((c) => !renderedTextCatalogue.entries.has(c))).toEqual([]);
  });
});
