import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import {
  appraisalEndpoints as G,
  appraisalSettingsEndpoints as S,
  type AppraisalGradeInput,
  type AppraisalGroup,
} from '@clockroom/contracts';
import { endpointKey, endpointQuery, submit } from '../../../platform/api/endpoint-client.ts';
import { saveMutation } from '../../../platform/api/record-mutations.ts';

/** The appraisal settings' calls (issue 22, ADR 64 and 68): general settings, grades, scorecards, appraisers. */

export const generalListQuery = () => endpointQuery(S.generalList);
export const gradesQuery = () => endpointQuery(S.gradesList);
export const scorecardsQuery = () => endpointQuery(S.scorecardsList);
export const scorecardQuery = (id: number) => ({
  ...endpointQuery(S.scorecardGet, { params: { id } }),
  retry: false,
});
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
  saveMutation({ create: S.generalCreate, update: S.generalUpdate }, id);
export const saveGradeMutation = (id?: number) =>
  mutationOptions({
    mutationKey: ['appraisal-settings', 'grade', id ?? 'new'],
    mutationFn: (body: AppraisalGradeInput) =>
      id === undefined
        ? submit(S.gradeCreate, { body })
        : submit(S.gradeUpdate, { params: { id }, body: { ...body, id } }),
    meta: { notifySuccess: true },
  });
export const saveScorecardMutation = (id?: number) =>
  saveMutation({ create: S.scorecardCreate, update: S.scorecardUpdate }, id);
export const saveAppraiserMutation = (id?: number) =>
  saveMutation({ create: S.appraiserCreate, update: S.appraiserUpdate }, id);
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
