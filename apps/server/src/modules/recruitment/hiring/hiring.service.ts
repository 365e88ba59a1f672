import {
  HIRING_MESSAGES as M,
  hasPermission,
  type CreateProfileValues,
  type EmployeeProfileInput,
  type HireResult,
} from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { AppError, forbidden, invalidField } from '../../../platform/http/errors.ts';
import { audit } from '../../../platform/audit/audit.ts';
import { inviteEmployee, updateEmployee } from '../../organization/index.ts';
import { countDownHeadcount, postingById } from '../postings/for-candidates.service.ts';
import { findApplication, markHired } from '../applications/applications.service.ts';
import { canHire } from '../applications/pipeline.ts';
import { designationExists, jobRequestState } from './hiring.repository.ts';

/**
 * POST /hrm/recruitment/job-application/{id}/create-profile (issue 24 "Hire", ADR 67). The employee
 * is made by the organisation's own invite path (an invited employee whose profile is not completed
 * yet, with a sign-in and the invitation mail, so they complete /get-started), then given the
 * designation and start date through the organisation's own edit. In the same transaction the
 * application becomes hired and the requisition behind its posting counts down (filled at zero).
 */
export async function createProfile(
  ctx: SignedInContext,
  deps: AppDeps,
  id: number,
  v: CreateProfileValues,
): Promise<HireResult> {
  if (!hasPermission(ctx.user, 'create employee')) throw forbidden(M.createEmployeeRequired);
  const application = await findApplication(ctx, id, true);
  if (application.erased) throw new AppError(422, M.erased, [{ field: 'id', message: M.erased }]);
  if (application.status === 'hired') throw new AppError(409, M.alreadyHired);
  if (!canHire(application.status))
    throw new AppError(422, M.notOffered, [{ field: 'status', message: M.notOffered }]);
  if (v.designation_id && !(await designationExists(ctx.tx, ctx.companyId, v.designation_id)))
    throw invalidField('designation_id', M.designationNotFound);

  const invited = await inviteEmployee(ctx, deps, {
    first_name: application.first_name,
    last_name: application.last_name,
    email: application.email,
    branch_id: v.branch_id,
    department_id: v.department_id,
  });
  const employeeId = invited.data.id;
  // updateEmployee applies the fields it is given and keeps the others (its own contract).
  const placement: Partial<EmployeeProfileInput> = {
    first_name: application.first_name,
    last_name: application.last_name,
    appointment_date: v.start_date,
    ...(v.designation_id ? { employee_designation_id: v.designation_id } : {}),
  };
  await updateEmployee(ctx, deps, employeeId, placement as EmployeeProfileInput);

  await markHired(ctx, id, employeeId);
  const posting = await postingById(ctx.tx, ctx.companyId, application.job_posting_id);
  let jobRequest: HireResult['job_request'] = null;
  if (posting?.job_request_id) {
    const counted = await countDownHeadcount(ctx.tx, ctx.companyId, posting.job_request_id);
    // A request with no place left (or not approved) does not stop the hire; it reads as it is.
    jobRequest =
      'refused' in counted
        ? await jobRequestState(ctx.tx, ctx.companyId, posting.job_request_id)
        : {
            id: counted.jobRequestId,
            remaining: counted.remaining,
            status: counted.status,
          };
  }
  await audit(ctx, {
    action: 'hire',
    entity: 'job-application',
    entityId: id,
    description: `Hired ${application.first_name} ${application.last_name} for ${application.job_posting_title} as employee ${employeeId}`,
    after: { employee_id: employeeId, ...v, job_request: jobRequest },
  });
  return { application_id: id, employee_id: employeeId, email: invited.data.email, job_request: jobRequest };
}
