import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  SHIFT_MESSAGES as M,
  SHIFT_PATHS as P,
  calendarAnswerSchema,
  calendarQuerySchema,
  envelope,
  exportAnswerSchema,
  myCalendarAnswerSchema,
  myCalendarQuerySchema,
  rosterAnswerSchema,
  rosterFilterSchema,
  rosterFormatParams,
  rosterInputSchema,
  rosterQuerySchema,
  rosterSavedSchema,
  scheduleInputSchema,
  scheduleQuerySchema,
  scheduledAnswerSchema,
  schedulesAnswerSchema,
} from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import { SIGNED_IN } from '../../../platform/auth/authenticate.ts';
import { defineReportExport } from '../../../platform/exports/report-export.ts';
import { forbidden } from '../../../platform/http/errors.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import * as roster from './roster.service.ts';
import * as schedules from './schedules.service.ts';
import * as calendar from './calendar.service.ts';

const tags = ['attendance'];

/** The roster, its download, schedules and the two shift calendars (spec 3 §7; ADR 27). */
export async function rosterRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const download = defineReportExport(deps, roster.rosterReport);

  api.get(
    P.roster,
    {
      config: { permission: 'view shifts' },
      schema: { tags, querystring: rosterQuerySchema, response: { 200: envelope(rosterAnswerSchema) } },
    },
    async (req) => ok(M.rosterFetched, await roster.getRoster(signedIn(req), req.query)),
  );
  api.post(
    P.roster,
    {
      config: { permission: 'manage rosters' },
      schema: { tags, body: rosterInputSchema, response: { 200: envelope(rosterSavedSchema) } },
    },
    async (req) => ok(M.rosterSaved, await roster.saveRoster(signedIn(req), req.body)),
  );
  api.post(
    `${P.rosterDownload}/:format`,
    {
      config: { permission: 'view shifts' },
      schema: {
        tags,
        params: rosterFormatParams,
        body: rosterFilterSchema,
        response: { 200: exportAnswerSchema },
      },
    },
    // `data` is the file name to fetch from /downloads/{name}; `job_id` when a job writes a large file.
    async (req) => {
      const answer = await download(signedIn(req), req.params.format, req.body);
      return { ...ok(M.rosterDownloaded, answer.fileName), job_id: answer.jobId };
    },
  );
  api.get(
    P.schedules,
    {
      config: { permission: 'view scheduler' },
      schema: { tags, querystring: scheduleQuerySchema, response: { 200: envelope(schedulesAnswerSchema) } },
    },
    async (req) => ok(M.schedulesFetched, await schedules.listSchedules(signedIn(req), req.query)),
  );
  api.post(
    P.schedules,
    {
      config: { permission: 'manage rosters' },
      schema: { tags, body: scheduleInputSchema, response: { 200: envelope(scheduledAnswerSchema) } },
    },
    async (req) => ok(M.scheduled, await schedules.createSchedule(signedIn(req), req.body)),
  );
  api.get(
    P.calendar,
    {
      config: { permission: 'view shifts' },
      schema: { tags, querystring: calendarQuerySchema, response: { 200: envelope(calendarAnswerSchema) } },
    },
    async (req) => ok(M.calendarFetched, await calendar.shiftCalendar(signedIn(req), req.query)),
  );
  api.get(
    P.myCalendar,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        querystring: myCalendarQuerySchema,
        response: { 200: envelope(myCalendarAnswerSchema) },
      },
    },
    async (req) => {
      const ctx = signedIn(req);
      // Signed-in only, but attendance must still be in the subscription, as for the admin calls.
      if (!ctx.user.packageModules.some((m) => m.module === 'attendance')) {
        throw forbidden(MESSAGES.moduleNotSubscribed);
      }
      return ok(M.calendarFetched, await calendar.myCalendar(ctx, req.query.month));
    },
  );
}
