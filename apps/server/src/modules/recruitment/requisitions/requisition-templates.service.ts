import {
  REQUISITION_MESSAGES as M,
  type ListPage,
  type PagingQuery,
  type RequisitionTemplate,
  type RequisitionTemplateValues,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { orNotFound, searchedPage } from '../../../platform/http/company-rows.ts';
import { invalidField } from '../../../platform/http/errors.ts';
import {
  auditedCreate,
  auditedDelete,
  auditedUpdate,
  namedResource,
} from '../../../platform/audit/audited-writes.ts';
import { registerUniqueConstraint } from '../../../platform/db/unique-violations.ts';
import * as requests from './job-requests.repository.ts';
import * as repo from './requisition-templates.repository.ts';

/**
 * Requisition templates (manage-talent-requisition-settings; ADR 66): the defaults a new request's
 * form starts from. A deleted template leaves its requests, which forget it.
 */

registerUniqueConstraint('requisition_templates_name_key', { field: 'name', message: M.templateNameTaken });

export function listTemplates(ctx: SignedInContext, q: PagingQuery): Promise<ListPage<RequisitionTemplate>> {
  return searchedPage(ctx, q, repo.listTemplates);
}

export async function getTemplate(ctx: SignedInContext, id: number): Promise<RequisitionTemplate> {
  return orNotFound(await repo.findTemplate(ctx.tx, ctx.companyId, id), M.templateNotFound);
}

const template = namedResource<RequisitionTemplate>('requisition template', getTemplate);

async function checkReferences(ctx: SignedInContext, v: RequisitionTemplateValues) {
  const found = await requests.referencesExist(ctx.tx, ctx.companyId, v);
  if (!found.department_id) throw invalidField('department_id', M.departmentNotFound);
  if (!found.designation_id) throw invalidField('designation_id', M.designationNotFound);
}

export async function createTemplate(ctx: SignedInContext, v: RequisitionTemplateValues) {
  await checkReferences(ctx, v);
  return auditedCreate(ctx, template, () => repo.insertTemplate(ctx.tx, ctx.companyId, v));
}

export const updateTemplate = (ctx: SignedInContext, id: number, v: RequisitionTemplateValues) =>
  auditedUpdate(ctx, template, id, async () => {
    await checkReferences(ctx, v);
    await repo.updateTemplate(ctx.tx, ctx.companyId, id, v);
  });

export const deleteTemplate = (ctx: SignedInContext, id: number) =>
  auditedDelete(ctx, template, id, () => repo.deleteTemplate(ctx.tx, ctx.companyId, id));
