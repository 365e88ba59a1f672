import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPARTMENT_MESSAGES, MESSAGES } from '@clockroom/contracts';
import { toApiError } from '../api/api-error.ts';
import { errorNotice } from '../notify/error-notice.ts';
import { i18n } from './i18n.ts';
import { fr } from './fr.ts';
import { translateServerMessage } from './server-message.ts';

// Files share the i18n instance: French only for this file, English again after it.
beforeAll(async () => {
  i18n.addResourceBundle('fr', 'translation', fr, true, false);
  await i18n.changeLanguage('fr');
});
afterAll(() => i18n.changeLanguage('en'));

describe('server messages in the user language (ADR 32)', () => {
  it('shows a code with its values, the English text unused', () => {
    const message = DEPARTMENT_MESSAGES.hasEmployees('Ventes');
    expect(
      translateServerMessage({ message, code: 'departments.hasEmployees', params: { names: 'Ventes' } }),
    ).toBe(
      "Ces départements ont encore des employés : rien n'a été supprimé. Réaffectez d'abord les employés : Ventes",
    );
  });

  it('falls back to the French keyed by English text, then to the English', () => {
    expect(translateServerMessage({ message: MESSAGES.notFound, code: 'platform.notFound' })).toBe(
      "La ressource demandée n'a pas été trouvée.",
    );
    expect(translateServerMessage({ message: MESSAGES.notFound })).toBe(
      "La ressource demandée n'a pas été trouvée.",
    );
    expect(translateServerMessage({ message: 'A text from a newer server', code: 'new.code' })).toBe(
      'A text from a newer server',
    );
  });

  it('reads the code of an error and of its field errors into the notice', () => {
    const error = toApiError(409, {
      message: DEPARTMENT_MESSAGES.hasEmployees('A'),
      code: 'departments.hasEmployees',
      params: { names: 'A' },
      errors: [{ field: 'x', message: 'Kindly select a valid option', code: 'schema.selectValidOption' }],
    });
    expect(error.code).toBe('departments.hasEmployees');
    expect(errorNotice(error)).toEqual({
      title:
        "Ces départements ont encore des employés : rien n'a été supprimé. Réaffectez d'abord les employés : A",
      lines: ['Veuillez sélectionner une option valide'],
    });
  });
});
