import { describe, expect, it } from 'vitest';
import { bundleProblems } from '../../../platform/i18n/bundle-check.ts';
import { branchTexts } from './i18n.ts';
import { structureMenuTexts } from './menu-texts.ts';
import { departmentTexts } from '../departments/i18n.ts';
import { teamTexts } from '../teams/i18n.ts';

describe('organisation structure texts', () => {
  it('have French for every English text', () => {
    for (const bundle of [branchTexts, structureMenuTexts, departmentTexts, teamTexts]) {
      expect(bundleProblems(bundle)).toEqual([]);
    }
  });
  it('translate the server messages they show', () => {
    expect(branchTexts.fr['Kindly input station name']).toBe("Veuillez saisir le nom de l'agence");
    expect(departmentTexts.fr['Kindly input department name']).not.toBe('Kindly input department name');
    expect(teamTexts.fr['Kindly input team name']).not.toBe('Kindly input team name');
  });
});
