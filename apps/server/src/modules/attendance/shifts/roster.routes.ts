import type { FastifyInstance } from 'fastify';
import { MESSAGES, SHIFT_MESSAGES as M, ROSTER_ENDPOINTS as E } from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import { defineReportExport } from '../../../platform/exports/report-export.ts';
import { forbidden } from '../../../platform/http/errors.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import * as roster from './roster.service.ts';
import * as schedules from './schedules.service.ts';
import * as calendar from './calendar.service.ts';

/** The roster, its download, schedules and the two shift calendars (spec 3 §7; ADR 27). */
export async function rosterRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const download = defineReportExport(deps, roster.rosterReport);

  route(app, E.get, async (req) => ok(M.rosterFetched, await roster.getRoster(signedIn(req), req.query)));
  route(app, E.save, async (req) => ok(M.rosterSaved, await roster.saveRoster(signedIn(req), req.body)));
  route(app, E.download, async (req) => {
    const answer = await download(signedIn(req), req.params.format, req.body);
    return { ...ok(M.rosterDownloaded, answer.fileName), job_id: answer.jobId };
  });
  route(app, E.schedules, async (req) =>
    ok(M.schedulesFetched, await schedules.listSchedules(signedIn(req), req.query)),
  );
  route(app, E.schedule, async (req) =>
    ok(M.scheduled, await schedules.createSchedule(signedIn(req), req.body)),
  );
  route(app, E.calendar, async (req) =>
    ok(M.calendarFetched, await calendar.shiftCalendar(signedIn(req), req.query)),
  );
  route(app, E.myCalendar, async (req) => {
    const ctx = signedIn(req);
    // Signed-in only, but attendance must still be in the subscription, as for the admin calls.
    if (!ctx.user.packageModules.some((m) => m.module === 'attendance')) {
      throw forbidden(MESSAGES.moduleNotSubscribed);
    }
    return ok(M.calendarFetched, await calendar.myCalendar(ctx, req.query.month));
  });
}
