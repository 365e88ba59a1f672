import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { routeTree } from '../routes/route-tree.ts';
import { collectMenuEntries } from '../../platform/routing/menu.ts';
import { i18n } from '../../platform/i18n/i18n.ts';
import { fr } from '../../platform/i18n/fr.ts';
import '../../platform/i18n/app-translations.ts';
import './menu-texts.ts';

describe('sidebar labels', () => {
  it('has English and French for every menu entry the routes declare', () => {
    // A router gives every route its full path, which the menu reads.
    createRouter({ routeTree, history: createMemoryHistory(), context: { queryClient: new QueryClient() } });
    const keys = [...new Set(collectMenuEntries(routeTree).map((e) => e.menu.labelKey))];
    expect(keys.length).toBeGreaterThan(10);
    // French of the shell's own entries ships in fr.ts, loaded when French is chosen.
    i18n.addResourceBundle('fr', 'translation', fr, true, false);
    const has = (lng: string, key: string) => typeof i18n.getResource(lng, 'translation', key) === 'string';
    expect(keys.filter((key) => !has('en', key) || !has('fr', key))).toEqual([]);
  });
});
