import type { TranslationBundle } from './register.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/**
 * What a feature bundle's unit test asserts: French has a non-empty text for every English key, with the
 * same {{placeholders}}. Returns the keys that break the rule (an empty list when the bundle is good).
 */
export function bundleProblems(bundle: TranslationBundle): string[] {
  const problems: string[] = [];
  for (const [key, text] of Object.entries(bundle.en)) {
    const french = bundle.fr[key];
    if (!french) problems.push(`${key}: no French text`);
    else if (placeholders(french).join() !== placeholders(text).join())
      problems.push(`${key}: placeholders differ`);
  }
  return problems;
}
