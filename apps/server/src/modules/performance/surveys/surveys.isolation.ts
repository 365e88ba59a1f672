import { acmeCreate, type IsolationCase } from '../../../test/isolation.ts';
import type { TestApp } from '../../../test/harness.ts';

const BASE = '/hrm/surveys';
const surveyBody = () => ({
  title: 'Acme pulse',
  starts_on: '2026-01-01',
  ends_on: '2026-12-31',
  questions: [{ text: 'How are you?', type: 'rating' }],
  audience: { everyone: true },
});

const acmeSurvey = (t: TestApp, acme: { token: string }) => acmeCreate(t, acme, BASE, surveyBody());

/** Surveys: acme's by id (in the path, the query or the body) is a 404 to demo's admin. */
export const surveysIsolationCases: IsolationCase[] = [
  {
    route: `GET /api/v1${BASE}/{id}`,
    request: async (t, acme) => ({ url: `${BASE}/${await acmeSurvey(t, acme)}` }),
  },
  {
    route: `POST /api/v1${BASE}/download/{format}`,
    request: async (t, acme) => ({ url: `${BASE}/download/csv`, payload: { id: await acmeSurvey(t, acme) } }),
  },
  {
    route: `DELETE /api/v1${BASE}/{id}`,
    request: async (t, acme) => ({ url: `${BASE}/${await acmeSurvey(t, acme)}` }),
  },
];
