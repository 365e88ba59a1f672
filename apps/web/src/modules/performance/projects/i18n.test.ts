import { describe, expect, it } from 'vitest';
import { bundleProblems } from '../../../platform/i18n/bundle-check.ts';
import { projectTexts } from './i18n.ts';
import { projectMessageTexts } from './i18n-messages.ts';
import { projectMenuTexts } from './menu-texts.ts';

describe('projects texts', () => {
  it('have French for every English text, with the same placeholders', () => {
    for (const bundle of [projectTexts, projectMessageTexts, projectMenuTexts])
      expect(bundleProblems(bundle)).toEqual([]);
  });
  it('translate the server’s messages by code and by text', () => {
    expect(projectMessageTexts.fr['projects.taskStatusInUse']).toContain('ne peut pas être supprimé');
    expect(projectMessageTexts.fr['Please enter the task title']).toBe(
      'Veuillez saisir le titre de la tâche',
    );
  });
});
