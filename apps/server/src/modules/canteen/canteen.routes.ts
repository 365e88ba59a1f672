import type { FastifyInstance } from 'fastify';
import { CANTEEN_MESSAGES as M, canteenEndpoints as E, languageOf } from '@clockroom/contracts';
import type { AppDeps } from '../../platform/deps.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import { crudRoutes } from '../../platform/http/crud-routes.ts';
import { ok, signedIn } from '../../platform/http/route-helpers.ts';
import { serviceRoute } from '../../platform/http/service-route.ts';
import { reportExportRoutes } from '../../platform/exports/report-routes.ts';
import * as plans from './meal-plans.service.ts';
import * as points from './points.service.ts';
import * as meals from './meals.service.ts';
import { mealLogFile } from './meal-log-export.ts';

/** The canteen's calls (ADR 55): thin, each one service call. */
export async function canteenRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  crudRoutes(app, {
    list: [E.plans, M.plansListed, plans.listPlans],
    create: [E.createPlan, M.planCreated, plans.createPlan],
    get: [E.plan, M.planLoaded, plans.getPlan],
    update: [E.updatePlan, M.planUpdated, plans.updatePlan],
    delete: [E.deletePlan, M.planDeleted, plans.deletePlan],
  });
  route(app, E.assign, async (req) =>
    ok(M.employeesAssigned, await plans.assignEmployees(signedIn(req), req.params.id, req.body.employee_ids)),
  );
  route(app, E.unassign, async (req) =>
    ok(
      M.employeesUnassigned,
      await plans.unassignEmployees(signedIn(req), req.params.id, req.body.employee_ids),
    ),
  );

  serviceRoute(app, E.points, M.pointsListed, 'context', points.listPoints);
  serviceRoute(app, E.createPoint, M.pointCreated, 'body', points.createPoint);
  route(app, E.deletePoint, async (req) => {
    await points.deletePoint(signedIn(req), req.params.id);
    return ok(M.pointDeleted, null);
  });

  route(app, E.dashboard, async (req) =>
    ok(M.dashboardLoaded, await meals.dashboard(signedIn(req), req.query.month)),
  );
  serviceRoute(app, E.meals, M.mealsListed, 'query', meals.mealLog);
  route(app, E.mine, async (req) => ok(M.mineLoaded, await meals.myMeals(signedIn(req), req.query.month)));
  reportExportRoutes(app, deps, mealLogFile, {
    endpoints: { manager: E.mealsDownload },
    message: M.downloaded,
    read: (req) => ({
      format: req.params.format,
      filter: { ...req.body, language: languageOf(req.headers['accept-language']) },
    }),
  });
}
