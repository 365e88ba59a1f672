import {
  PAYMENT_UPLOAD_MESSAGES as M,
  SALARY_PAYMENT_MODULE as MODULE,
  koboToNaira,
  type PaymentUploadCreated,
  type SalaryScheduleFilter,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { AppError, notFound } from '../../../platform/http/errors.ts';
import { audit } from '../../../platform/audit/audit.ts';
import type { Approvals } from '../../../platform/approvals/approvals.ts';
import { chooseGroup } from '../../../platform/approvals/group-choice.ts';
import { findPlacement, listGroupsWithLevels } from '../../../platform/approvals/group-choice.repository.ts';
import { monthForUpload, type UploadRow } from '../../payroll/index.ts';
import { findPaymentOption, getPaymentSettings } from './ports.ts';
import * as repo from './uploads.repository.ts';
import { referenceOf, uploadView } from './views.ts';

/**
 * The maker's upload (issue 21, ADR 59): a confirmed month (every row of the scope confirmed) becomes
 * one transaction holding a schedule per batch: the first batch group that holds each employee, or,
 * when the company has no batch groups, their branch. Employees without bank details are left out
 * and listed; rows already in a live line (an earlier upload of the month) are left out and counted,
 * and the database refuses a second live line for a row whatever happens concurrently.
 */

const OTHERS = 'Other employees';
const NO_BRANCH = 'No branch';

async function chooseOption(ctx: SignedInContext, id: number | null) {
  const chosen = id ?? (await getPaymentSettings(ctx.tx, ctx.companyId))?.default_payment_option_id ?? null;
  if (chosen === null || chosen === undefined)
    throw new AppError(422, M.paymentOptionRequired, [
      { field: 'payment_option_id', message: M.paymentOptionRequired },
    ]);
  const option = await findPaymentOption(ctx.tx, ctx.companyId, Number(chosen));
  if (!option) throw notFound(M.paymentOptionNotFound);
  return option;
}

const hasBank = (r: UploadRow) => Boolean(r.bank_code && r.account_number?.trim() && r.account_name?.trim());

type Batch = { key: string; groupId: number | null; name: string; rows: UploadRow[] };

async function batchesOf(ctx: SignedInContext, rows: UploadRow[], groupIds: number[]): Promise<Batch[]> {
  const batches = new Map<string, Batch>();
  const add = (key: string, groupId: number | null, name: string, row: UploadRow) => {
    const batch = batches.get(key) ?? { key, groupId, name, rows: [] };
    batch.rows.push(row);
    batches.set(key, batch);
  };
  if (groupIds.length || (await repo.companyHasBatchGroups(ctx.tx, ctx.companyId))) {
    const of = await repo.batchOf(
      ctx.tx,
      ctx.companyId,
      rows.map((r) => r.employee_id),
      groupIds,
    );
    for (const r of rows) {
      const g = of.get(r.employee_id) ?? null;
      if (g) add(`g${g.id}`, g.id, g.name, r);
      else add('others', null, OTHERS, r);
    }
  } else {
    for (const r of rows) add(`b${r.branch_id ?? 0}`, null, r.branch_name ?? NO_BRANCH, r);
  }
  // Groups in id order, those in none last.
  return [...batches.values()].sort((a, b) =>
    a.groupId === b.groupId
      ? a.name.localeCompare(b.name)
      : (a.groupId ?? Infinity) - (b.groupId ?? Infinity),
  );
}

/** Whether a 'salary-payment' approver group covers the maker: then the engine decides. */
async function governed(ctx: SignedInContext): Promise<boolean> {
  const placement = await findPlacement(ctx.tx, ctx.companyId, ctx.user.employee.id);
  if (!placement) return false;
  return chooseGroup(await listGroupsWithLevels(ctx.tx, ctx.companyId, MODULE), placement) !== undefined;
}

export async function createUpload(
  ctx: SignedInContext,
  approvals: Approvals,
  filter: SalaryScheduleFilter,
  paymentOptionId: number | null,
): Promise<{ message: string; data: PaymentUploadCreated }> {
  const month = await monthForUpload(ctx, filter);
  if (month.confirmed === 0 || month.open > 0)
    throw new AppError(422, M.monthNotConfirmed, [{ field: 'month', message: M.monthNotConfirmed }]);
  const option = await chooseOption(ctx, paymentOptionId);
  const skipped = month.rows
    .filter((r) => !hasBank(r))
    .map((r) => ({ employee_id: r.employee_id, name: r.name, reason: M.noBankDetails }));
  const withBank = month.rows.filter(hasBank);
  const live = await repo.liveRowIds(
    ctx.tx,
    ctx.companyId,
    withBank.map((r) => r.row_id),
  );
  const candidates = withBank.filter((r) => !live.has(r.row_id));
  const nothing = () =>
    new AppError(422, M.nothingToUpload, [{ field: 'month', message: M.nothingToUpload }]);
  if (candidates.length === 0) throw nothing();

  const uploadId = await repo.insertUpload(ctx.tx, ctx.companyId, {
    year: filter.year,
    month: filter.month,
    paymentOptionId: option.id,
    paymentOptionName: option.name,
    paymentType: option.type,
    bankFileFormat: option.type === 'bank_file' ? (option.bank_file_format ?? null) : null,
    createdBy: ctx.user.employee.id,
  });
  const schedules: PaymentUploadCreated['schedules'] = [];
  let raced = 0;
  for (const batch of await batchesOf(ctx, candidates, filter.group_ids)) {
    const scheduleId = await repo.insertSchedule(ctx.tx, ctx.companyId, {
      uploadId,
      batchGroupId: batch.groupId,
      name: batch.name,
    });
    const inserted = await repo.insertLines(
      ctx.tx,
      ctx.companyId,
      scheduleId,
      batch.rows.map((r) => ({
        rowId: r.row_id,
        employeeId: r.employee_id,
        amountKobo: r.net_pay_kobo,
        bankId: r.bank_id,
        bankCode: r.bank_code ?? '',
        bankName: r.bank_name ?? '',
        accountNumber: (r.account_number ?? '').trim(),
        accountName: (r.account_name ?? '').trim(),
      })),
    );
    raced += batch.rows.length - inserted.size;
    if (inserted.size === 0) continue;
    const total = batch.rows.filter((r) => inserted.has(r.row_id)).reduce((s, r) => s + r.net_pay_kobo, 0);
    schedules.push({
      id: scheduleId,
      name: batch.name,
      line_count: inserted.size,
      total: koboToNaira(total),
      total_kobo: total,
    });
  }
  await repo.deleteEmptySchedules(ctx.tx, ctx.companyId, uploadId);
  if (schedules.length === 0) throw nothing();

  if (await governed(ctx))
    for (const s of schedules) await approvals.submit(ctx, MODULE, s.id, ctx.user.employee.id);
  const stored = await repo.findUpload(ctx.tx, ctx.companyId, uploadId);
  if (!stored) throw notFound(M.notFound);
  const view = uploadView(stored);
  await audit(ctx, {
    action: 'create',
    entity: 'payment upload',
    entityId: uploadId,
    description: `Uploaded ${view.year_month} for payment (${referenceOf({ id: uploadId, year: filter.year, month: filter.month })}): ${view.line_count} employees, ${view.total}`,
    after: { schedules: schedules.map((s) => s.id), option: option.name, total_kobo: view.total_kobo },
  });
  return {
    message: M.uploaded,
    data: { upload: view, schedules, skipped, already_uploaded: live.size + raced },
  };
}
