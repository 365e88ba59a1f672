import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import {
  DEPARTMENT_ENDPOINTS,
  SURVEY_STATUSES,
  surveyEndpoints as E,
  type ReportFormat,
  type SurveyAnswerInput,
  type SurveyInput,
  type SurveyUpdateInput,
} from '@clockroom/contracts';
import { endpointKey, endpointQuery, submit } from '../../../platform/api/endpoint-client.ts';
import { oneOf } from '../../../platform/api/filter-values.ts';
import { deleteMutation } from '../../../platform/api/record-mutations.ts';
import type { ListParams } from '../../../platform/ui/data-table/list-search.ts';

/** Feedback surveys (issue 23, ADR 60). */

export const surveysQuery = ({ page, perPage, search_query, status }: ListParams) =>
  endpointQuery(E.list, { query: { page, perPage, search_query, status: oneOf(SURVEY_STATUSES, status) } });
export const allSurveysQuery = () => endpointQuery(E.list, { query: { perPage: 100 } });
export const surveyQuery = (id: string | number) => ({
  ...endpointQuery(E.get, { params: { id } }),
  retry: false,
});
export const surveyResultsQuery = (id: string | number) => ({
  ...endpointQuery(E.answers, { query: { id: Number(id) } }),
  retry: false,
});
export const feedbackLogQuery = ({ page, perPage, search_query }: ListParams) =>
  endpointQuery(E.log, { query: { page, perPage, search_query } });
export const assignedToMeQuery = () => endpointQuery(E.assignedToMe);
export const appliedToMeQuery = () => endpointQuery(E.appliedToMe);
export const departmentsQuery = () => endpointQuery(DEPARTMENT_ENDPOINTS.list, { query: { perPage: 100 } });

export const createSurveyMutation = () =>
  mutationOptions({
    mutationKey: [...endpointKey(E.list), 'create'],
    mutationFn: (body: SurveyInput) => submit(E.create, { body }),
    meta: { notifySuccess: true },
  });
export const updateSurveyMutation = () =>
  mutationOptions({
    mutationKey: [...endpointKey(E.list), 'update'],
    mutationFn: (body: SurveyUpdateInput) => submit(E.update, { body }),
    meta: { notifySuccess: true },
  });
export const deleteSurveyMutation = () => deleteMutation(E.delete);
export const answerSurveyMutation = () =>
  mutationOptions({
    mutationKey: [...endpointKey(E.assignedToMe), 'answer'],
    mutationFn: (body: SurveyAnswerInput) => submit(E.answer, { body }),
    meta: { notifySuccess: true },
  });
export const exportSurveyResults = (format: ReportFormat, id: number) =>
  submit(E.download, { params: { format }, body: { id } });

/** Every survey read (lists, one survey, results, the log, my lists) sits under hrm/surveys. */
export const refreshSurveys = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: endpointKey(E.list).slice(0, 2) });
