import { describe, expect, it } from 'vitest';
import { languageOf } from './language.ts';
import { columnOf, columnTotals, reportCellText, reportWords, wordOf } from './report.ts';

const words = reportWords('t_words', { title: ['Pay', 'Paie'], amount: ['Amount', 'Montant'] });
const col = columnOf(words);

describe('report columns', () => {
  it('head a column with its own word, or the one named, as a code of the words', () => {
    expect(col('amount', 'money', { total: true })).toEqual({
      key: 'amount',
      label: 't_words.amount',
      kind: 'money',
      total: true,
    });
    expect(col('net', 'money', { label: 'amount' }).label).toBe('t_words.amount');
    expect(wordOf(words, 't_words.amount', 'fr')).toBe('Montant');
    expect(wordOf(words, '02-11-2026 Mon', 'fr')).toBe('02-11-2026 Mon');
  });

  it('read a cell as the screens do: dd-MM-yyyy, naira from kobo, HH:mm, NA as empty', () => {
    expect(reportCellText('date', '2026-01-04', 'en')).toBe('04-01-2026');
    expect(reportCellText('money', 123456, 'en')).toBe('₦1,234.56');
    expect(reportCellText('money', 123456, 'fr')).toBe('1\u202f234,56\u00a0₦');
    expect(reportCellText('duration', 605, 'fr')).toBe('10:05');
    expect(reportCellText('duration', '39:55', 'en')).toBe('39:55');
    expect(reportCellText('number', 1234, 'en')).toBe('1,234');
    expect(reportCellText('percent', 12.5, 'en')).toBe('12.5 %');
    expect(reportCellText('phone', '234-8031234567', 'en')).toBe('+234 803 123 4567');
    for (const empty of [null, undefined, '', ' ', 'NA'])
      expect(reportCellText('text', empty, 'en')).toBeNull();
  });

  it('add up the columns that have a total, durations in minutes, empty cells as nothing', () => {
    const columns = [col('title', 'text'), col('amount', 'duration', { total: true })];
    expect(columnTotals(columns, [{ amount: '01:30' }, { amount: 30 }, { amount: 'NA' }])).toEqual({
      amount: 120,
    });
  });
});

describe('the requested language', () => {
  it('is the most wanted of ours by q-value, English otherwise', () => {
    expect(languageOf('fr-FR,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(languageOf('de-DE,en;q=0.5,fr;q=0.7')).toBe('fr');
    expect(languageOf('de-DE')).toBe('en');
    expect(languageOf('fr;q=0')).toBe('en');
    expect(languageOf(undefined)).toBe('en');
  });
});
