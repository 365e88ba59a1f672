import { REQUISITION_MESSAGES as M, type RequisitionTemplateValues } from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { invalidField } from '../../../platform/http/errors.ts';
import { namedSettings } from '../../../platform/audit/named-settings.ts';
import { registerUniqueConstraint } from '../../../platform/db/unique-violations.ts';
import * as requests from './job-requests.repository.ts';
import * as repo from './requisition-templates.repository.ts';

/**
 * Requisition templates (manage-talent-requisition-settings; ADR 66): the defaults a new request's
 * form starts from. A deleted template leaves its requests, which forget it.
 */

registerUniqueConstraint('requisition_templates_name_key', { field: 'name', message: M.templateNameTaken });

async function checkReferences(ctx: SignedInContext, v: RequisitionTemplateValues) {
  const found = await requests.referencesExist(ctx.tx, ctx.companyId, v);
  if (!found.department_id) throw invalidField('department_id', M.departmentNotFound);
  if (!found.designation_id) throw invalidField('designation_id', M.designationNotFound);
}

export const {
  list: listTemplates,
  get: getTemplate,
  create: createTemplate,
  update: updateTemplate,
  remove: deleteTemplate,
} = namedSettings({
  entity: 'requisition template',
  notFound: M.templateNotFound,
  rows: {
    list: repo.listTemplates,
    find: repo.findTemplate,
    insert: repo.insertTemplate,
    update: repo.updateTemplate,
    remove: repo.deleteTemplate,
  },
  check: checkReferences,
});
