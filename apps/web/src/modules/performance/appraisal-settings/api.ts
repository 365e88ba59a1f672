import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import {
  appraisalEndpoints as G,
  appraisalSettingsEndpoints as S,
  type AppraisalGeneralInput,
  type AppraisalGradeInput,
  type AppraisalGroup,
  type AppraiserInput,
  type ScorecardInput,
} from '@clockroom/contracts';
import { endpointKey, endpointQuery, submit } from '../../../platform/api/endpoint-client.ts';

/** The appraisal settings' calls (issue 22, ADR 64 and 68): general settings, grades, scorecards, appraisers. */

export const generalListQuery = () => endpointQuery(S.generalList);
export const gradesQuery = () => endpointQuery(S.gradesList);
export const scorecardsQuery = () => endpointQuery(S.scorecardsList);
export const scorecardQuery = (id: number) => ({ ...endpointQuery(S.scorecardGet, { params: { id } }), retry: false });
export const appraisersQuery = () => endpointQuery(S.appraisersList);
export const draftGroupsQuery = () => endpointQuery(G.list, { query: { status: 'draft', perPage: 100 } });
export const allGroupsQuery = () => endpointQuery(G.list, { query: { perPage: 100 } });

export const refreshSettings = (qc: QueryClient) =>
  Promise.all(
    [S.generalList, S.gradesList, S.scorecardsList, S.scorecardGet, S.appraisersList, G.list].map((e) =>
      qc.invalidateQueries({ queryKey: endpointKey(e) }),
    ),
  );

export const saveGeneralMutation = (id?: number) =>
  mutationOptions({
    mutationKey: ['appraisal-settings', 'general', id ?? 'new'],
    mutationFn: (body: AppraisalGeneralInput) =>
      id === undefined ? submit(S.generalCreate, { body }) : submit(S.generalUpdate, { params: { id }, body }),
    meta: { notifySuccess: true },
  });
export const deleteGeneralMutation = () =>
  mutationOptions({
    mutationKey: ['appraisal-settings', 'general', 'delete'],
    mutationFn: (id: number) => submit(S.generalDelete, { params: { id } }),
    meta: { notifySuccess: true },
  });
export const saveGradeMutation = (id?: number) =>
  mutationOptions({
    mutationKey: ['appraisal-settings', 'grade', id ?? 'new'],
    mutationFn: (body: AppraisalGradeInput) =>
      id === undefined ? submit(S.gradeCreate, { body }) : submit(S.gradeUpdate, { params: { id }, body: { ...body, id } }),
    meta: { notifySuccess: true },
  });
export const deleteGradeMutation = () =>
  mutationOptions({
    mutationKey: ['appraisal-settings', 'grade', 'delete'],
    mutationFn: (id: number) => submit(S.gradeDelete, { params: { id } }),
    meta: { notifySuccess: true },
  });
export const saveScorecardMutation = (id?: number) =>
  mutationOptions({
    mutationKey: ['appraisal-settings', 'scorecard', id ?? 'new'],
    mutationFn: (body: ScorecardInput) =>
      id === undefined ? submit(S.scorecardCreate, { body }) : submit(S.scorecardUpdate, { params: { id }, body }),
    meta: { notifySuccess: true },
  });
export const deleteScorecardMutation = () =>
  mutationOptions({
    mutationKey: ['appraisal-settings', 'scorecard', 'delete'],
    mutationFn: (id: number) => submit(S.scorecardDelete, { params: { id } }),
    meta: { notifySuccess: true },
  });
export const saveAppraiserMutation = (id?: number) =>
  mutationOptions({
    mutationKey: ['appraisal-settings', 'appraiser', id ?? 'new'],
    mutationFn: (body: AppraiserInput) =>
      id === undefined ? submit(S.appraiserCreate, { body }) : submit(S.appraiserUpdate, { params: { id }, body }),
    meta: { notifySuccess: true },
  });
export const deleteAppraiserMutation = () =>
  mutationOptions({
    mutationKey: ['appraisal-settings', 'appraiser', 'delete'],
    mutationFn: (id: number) => submit(S.appraiserDelete, { params: { id } }),
    meta: { notifySuccess: true },
  });
/** Puts a scorecard on a draft group: PUT /hrm/appraisals takes the whole group with its id. */
export const assignScorecardMutation = (scorecardId: number) =>
  mutationOptions({
    mutationKey: ['appraisal-settings', 'assign', scorecardId],
    mutationFn: (g: AppraisalGroup) =>
      submit(G.update, {
        body: {
          id: g.id,
          name: g.name,
          general_setting_id: g.general_setting_id,
          period: g.period,
          scorecard_id: scorecardId,
          employee_ids: g.employee_ids,
          department_ids: g.department_ids,
          due_date: g.due_date,
        },
      }),
    meta: { notifySuccess: true },
  });
