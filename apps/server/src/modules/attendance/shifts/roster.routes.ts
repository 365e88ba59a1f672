import type { FastifyInstance } from 'fastify';
import { MESSAGES, SHIFT_MESSAGES as M, ROSTER_ENDPOINTS as E } from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import { defineReportExport } from '../../../platform/exports/report-export.ts';
import { forbidden } from '../../../platform/http/errors.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import { serviceRoute } from '../../../platform/http/service-route.ts';
import * as roster from './roster.service.ts';
import * as schedules from './schedules.service.ts';
import * as calendar from './calendar.service.ts';

/** The roster, its download, schedules and the two shift calendars (spec 3 §7; ADR 27). */
export async function rosterRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const download = defineReportExport(deps, roster.rosterReport);

  serviceRoute(app, E.get, M.rosterFetched, 'query', roster.getRoster);
  serviceRoute(app, E.save, M.rosterSaved, 'body', roster.saveRoster);
  route(app, E.download, async (req) => {
    const answer = await download(signedIn(req), req.params.format, req.body);
    return { ...ok(M.rosterDownloaded, answer.fileName), job_id: answer.jobId };
  });
  serviceRoute(app, E.schedules, M.schedulesFetched, 'query', schedules.listSchedules);
  serviceRoute(app, E.schedule, M.scheduled, 'body', schedules.createSchedule);
  serviceRoute(app, E.calendar, M.calendarFetched, 'query', calendar.shiftCalendar);
  route(app, E.myCalendar, async (req) => {
    const ctx = signedIn(req);
    // Signed-in only, but attendance must still be in the subscription, as for the admin calls.
    if (!ctx.user.packageModules.some((m) => m.module === 'attendance')) {
      throw forbidden(MESSAGES.moduleNotSubscribed);
    }
    return ok(M.calendarFetched, await calendar.myCalendar(ctx, req.query.month));
  });
}
