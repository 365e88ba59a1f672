import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  BILLING_MESSAGES,
  BILLING_PLANS,
  MESSAGES,
  MODULE_NAMES,
  SUPPORT_MESSAGES,
} from '@clockroom/contracts';
import { en } from './en.ts';
import { enApp } from './en-app.ts';
import { enBilling } from './en-billing.ts';
import { fr } from './fr.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const english: Record<string, string> = { ...en, ...enApp, ...enBilling };

describe('translations', () => {
  it('have no key in two English files', () => {
    const files = [en, enApp, enBilling].map((f) => Object.keys(f));
    const all = files.flat();
    expect(all.length).toBe(new Set(all).size);
  });

  it('give every English text a French one with the same placeholders', () => {
    for (const [key, text] of Object.entries(english)) {
      expect(fr[key], key).toBeTruthy();
      expect(placeholders(fr[key] ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('translate every fixed message of the spec', () => {
    const withFunctions: unknown[] = [...Object.values(AUTH_MESSAGES), ...Object.values(BILLING_MESSAGES)];
    const fixed: string[] = [
      ...Object.values(MESSAGES),
      ...withFunctions.filter((m): m is string => typeof m === 'string'),
      ...Object.values(SUPPORT_MESSAGES),
      ...Object.values(MODULE_NAMES),
      ...BILLING_PLANS.map((p) => p.name),
    ];
    for (const message of fixed) expect(fr[message], message).toBeTruthy();
  });
});
