import {
  hasPermission,
  PROJECT_MESSAGES as M,
  toPaging,
  type ListPage,
  type Project,
  type ProjectListQuery,
  type ProjectStatus,
  type ProjectValues,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { orNotFound } from '../../../platform/http/company-rows.ts';
import { invalidField } from '../../../platform/http/errors.ts';
import {
  auditedCreate,
  auditedDelete,
  auditedUpdate,
  namedResource,
} from '../../../platform/audit/audited-writes.ts';
import * as repo from './projects.repository.ts';

/** Holders of 'view projects' see every project; anyone else only those they are a member of. */
export const viewerOf = (ctx: SignedInContext): repo.Viewer =>
  hasPermission(ctx.user, 'view projects') ? { all: true } : { all: false, employeeId: ctx.user.employee.id };

export async function listProjects(
  ctx: SignedInContext,
  q: ProjectListQuery,
  mine: boolean,
): Promise<ListPage<Project>> {
  const p = toPaging(q);
  const viewer: repo.Viewer = mine ? { all: false, employeeId: ctx.user.employee.id } : viewerOf(ctx);
  return repo.listProjects(
    ctx.tx,
    ctx.companyId,
    viewer,
    { search: p.search, status: q.status },
    p.perPage,
    p.offset,
  );
}

/** The project the caller may see, or its 404 (another company's id, or one they are not in). */
export async function getProject(ctx: SignedInContext, id: number, lock = false): Promise<Project> {
  return orNotFound(await repo.findProject(ctx.tx, ctx.companyId, id, viewerOf(ctx), lock), M.notFound);
}

const project = namedResource<Project>('project', (ctx, id) => getProject(ctx, id));

async function checkMembers(ctx: SignedInContext, v: ProjectValues) {
  const ids = [...new Set(v.member_ids)];
  if ((await repo.countEmployees(ctx.tx, ctx.companyId, ids)) !== ids.length)
    throw invalidField('member_ids', M.memberUnknown);
}

export async function createProject(ctx: SignedInContext, v: ProjectValues): Promise<Project> {
  await checkMembers(ctx, v);
  return auditedCreate(ctx, project, () => repo.insertProject(ctx.tx, ctx.companyId, v));
}

export async function updateProject(ctx: SignedInContext, id: number, v: ProjectValues): Promise<Project> {
  await getProject(ctx, id, true);
  await checkMembers(ctx, v);
  return auditedUpdate(ctx, project, id, () => repo.updateProject(ctx.tx, ctx.companyId, id, v));
}

export async function setStatus(ctx: SignedInContext, id: number, status: ProjectStatus): Promise<Project> {
  await getProject(ctx, id, true);
  return auditedUpdate(ctx, project, id, () => repo.setProjectStatus(ctx.tx, ctx.companyId, id, status));
}

export async function deleteProject(ctx: SignedInContext, id: number): Promise<void> {
  await getProject(ctx, id, true);
  await auditedDelete(ctx, project, id, () => repo.deleteProject(ctx.tx, ctx.companyId, id));
}
