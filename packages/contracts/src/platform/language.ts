import { DEFAULT_LANGUAGE, isLanguage, type Language } from './constants.ts';

/**
 * The language an `Accept-Language` header asks for (the web sends the one its screens are in):
 * the most wanted of ours by q-value, the default (English) when none is ours.
 */
export function languageOf(header: string | readonly string[] | null | undefined): Language {
  const text = Array.isArray(header) ? header.join(',') : String(header ?? '');
  let best: { language: Language; q: number } | null = null;
  for (const part of text.split(',')) {
    const [tag = '', ...options] = part.trim().split(';');
    const code = tag.trim().toLowerCase().split('-')[0];
    const qOption = options.map((o) => o.trim()).find((o) => o.startsWith('q='));
    const q = qOption ? Number(qOption.slice(2)) : 1;
    if (isLanguage(code) && Number.isFinite(q) && q > 0 && (!best || q > best.q))
      best = { language: code, q };
  }
  return best?.language ?? DEFAULT_LANGUAGE;
}
