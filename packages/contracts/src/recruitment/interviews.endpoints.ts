import { defineEndpoint } from '../platform/endpoint.ts';
import { recordEndpoints } from '../platform/record-endpoints.ts';
import { listPage } from '../platform/envelope.ts';
import { idParamsSchema } from '../platform/params.ts';
import {
  interviewInputSchema,
  interviewListQuerySchema,
  interviewSchema,
  interviewSummarySchema,
  interviewScorecardInputSchema,
  interviewScorecardSchema,
} from './interviews.ts';

const BASE = '/hrm/recruitment/interviews';
const tags = ['recruitment'] as const;

/** Interviews (issue 24): each change mails the candidate and the interviewers an .ics invite. */
export const interviewEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: BASE,
    query: interviewListQuerySchema,
    response: listPage(interviewSummarySchema),
    permission: 'view applicant tracking',
    tags,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: BASE,
    body: interviewInputSchema,
    response: interviewSchema,
    status: 201,
    description:
      'Schedules the interview and mails the candidate and each interviewer an invite with an .ics file.',
    permission: 'manage applicant tracking',
    tags,
  }),
  ...recordEndpoints({
    path: BASE,
    body: interviewInputSchema,
    response: interviewSchema,
    permission: {
      get: 'signed-in',
      update: 'manage applicant tracking',
      delete: 'manage applicant tracking',
    },
    description: {
      get: 'With `view applicant tracking`, or as one of its interviewers.',
      update:
        'Mails the updated invite (same calendar event, next sequence) to the candidate and every interviewer.',
      delete: 'Cancels the interview and mails a cancellation (.ics METHOD:CANCEL).',
    },
    tags,
  }),
  scorecard: defineEndpoint({
    method: 'POST',
    path: `${BASE}/:id/scorecards`,
    params: idParamsSchema,
    body: interviewScorecardInputSchema,
    response: interviewScorecardSchema,
    status: 201,
    description:
      'The signed-in interviewer’s scorecard: ratings of 1 to 5 per criterion, a recommendation and a note.',
    permission: 'signed-in',
    tags,
  }),
};
