import { translations } from './register.ts';

/** A screen's texts written English beside French, `key: ['Save', 'Enregistrer']` (ADR 60). */
export type TextPairs = Record<string, readonly [en: string, fr: string]>;

/**
 * The words of a list screen that the shared pieces read under the module's own namespace: the
 * actions column and its menu (`<ns>.actions`, `<ns>.actionsFor`), the status filter and what a
 * search that found nothing says (`<ns>.emptyFor`, `<ns>.clearSearch`). Spread first, so a module
 * can still word one its own way.
 */
export const LIST_PAIRS: TextPairs = {
  edit: ['Edit', 'Modifier'],
  actions: ['Actions', 'Actions'],
  actionsFor: ['Actions for {{name}}', 'Actions pour {{name}}'],
  status: ['Status', 'Statut'],
  statusFilter: ['Status', 'Statut'],
  allStatuses: ['All statuses', 'Tous les statuts'],
  emptyFor: ['Nothing matches {{query}}', 'Rien ne correspond à {{query}}'],
  clearSearch: ['Clear search', 'Effacer la recherche'],
};

/** Registers a table of pairs under `namespace`: the English and French bundles `translations` takes. */
export function pairedTranslations(namespace: string, pairs: TextPairs) {
  const side = (i: 0 | 1) =>
    Object.fromEntries(Object.entries(pairs).map(([key, texts]) => [`${namespace}.${key}`, texts[i]]));
  return translations(side(0), side(1));
}
