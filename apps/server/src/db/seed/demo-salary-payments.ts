import { sql } from 'drizzle-orm';
import type { SessionUser } from '@clockroom/contracts';
import type { Tx } from '../../platform/db/database.ts';
import type { SignedInContext } from '../../platform/http/context.ts';
import type { Approvals } from '../../platform/approvals/approvals.ts';
import { createUpload } from '../../modules/payments/uploads/upload.service.ts';
import { applyDecision } from '../../modules/payments/uploads/schedule-approval.ts';
import { listenToPayouts } from '../../modules/payments/uploads/payout.ts';
import { settleDemoTransfers } from '../../modules/payments/wallet/index.ts';
import { reconcileDemoWallet } from './demo-wallet.ts';

/**
 * The demo company's paid month (issue 21, ADR 59), made by the code a user's calls run: the owner
 * uploads the last confirmed month for payment from the company wallet (upload.service), the upload's
 * schedules are approved (the decision's consequence, which starts the payout: startPayout reserves
 * the money and makes one transfer per line), and each transfer settles as the provider's webhook
 * would settle it (settleDemoTransfers, which tells each line through the payout listener). Run
 * after the wallet's seed, which tops the wallet up.
 */
type Num = string | number;

async function one<T>(tx: Tx, statement: ReturnType<typeof sql>): Promise<T | undefined> {
  return (await tx.execute<Record<string, unknown>>(statement)).rows[0] as T | undefined;
}

/** The owner as a signed-in maker: every salary permission, every branch. */
function makerContext(
  tx: Tx,
  companyId: number,
  o: { userId: number; employeeId: number; first: string; last: string },
) {
  const user = {
    id: o.userId,
    email: 'admin@demo.example',
    first_name: o.first,
    last_name: o.last,
    employee: { id: o.employeeId, first_name: o.first, last_name: o.last },
    managingBranches: [],
    permissions: ['view all stations', 'run payroll', 'view salary management', 'manage payments'],
    roles: [],
  } as unknown as SessionUser;
  return {
    tx,
    companyId,
    user,
    tokenId: 0,
    requestId: 'demo-seed',
    ip: '127.0.0.1',
    activeBranch: 'all',
    systemActor: 'Demo seed',
    device: null,
    useCompany: async () => undefined,
    afterCommit: () => undefined,
  } as unknown as SignedInContext;
}

// The demo has no 'salary-payment' approver group, so the upload never submits to the engine.
const noEngine = {
  submit: () => Promise.reject(new Error('the demo has no salary-payment approver group')),
} as unknown as Approvals;

/**
 * Salaries are paid to accounts: the demo's staff without bank details get a GTBank account (a
 * 10-digit number from their id, never one the sandbox refuses: ending 0001, 0002, or all zeros).
 */
async function giveBankDetails(tx: Tx, companyId: number): Promise<void> {
  await tx.execute(sql`UPDATE employees e SET
      bank_id = coalesce(e.bank_id, (SELECT id FROM banks WHERE code = '058' UNION ALL SELECT min(id) FROM banks LIMIT 1)),
      account_number = '01' || lpad(e.id::text, 7, '0') || '7',
      account_name = upper(concat_ws(' ', e.first_name, e.last_name))
    WHERE e.company_id = ${companyId} AND e.archived_at IS NULL
      AND (e.account_number IS NULL OR btrim(e.account_number) = '' OR e.bank_id IS NULL)`);
}

export async function seedDemoSalaryPayments(tx: Tx, companyId: number): Promise<void> {
  const month = await one<{ year: number; month: number }>(
    tx,
    sql`SELECT year, month FROM payroll_schedule_rows
      WHERE company_id = ${companyId} AND source = 'run'
      GROUP BY year, month
      HAVING count(*) FILTER (WHERE status = 'confirmed') > 0 AND count(*) FILTER (WHERE status = 'open') = 0
      ORDER BY year DESC, month DESC LIMIT 1`,
  );
  const option = await one<{ id: Num }>(
    tx,
    sql`SELECT id FROM payment_options
    WHERE company_id = ${companyId} AND type = 'wallet' ORDER BY id LIMIT 1`,
  );
  const owner = await one<{ user_id: Num; employee_id: Num; first_name: string; last_name: string }>(
    tx,
    sql`SELECT u.id AS user_id, e.id AS employee_id, e.first_name, e.last_name FROM users u
      JOIN employees e ON e.company_id = u.company_id AND e.id = u.employee_id
      WHERE u.company_id = ${companyId} AND u.email = 'admin@demo.example'`,
  );
  if (!month || !option || !owner) return;
  await giveBankDetails(tx, companyId);
  listenToPayouts();
  const ctx = makerContext(tx, companyId, {
    userId: Number(owner.user_id),
    employeeId: Number(owner.employee_id),
    first: owner.first_name,
    last: owner.last_name,
  });
  const filter = {
    month: Number(month.month),
    year: Number(month.year),
    branch_ids: [],
    department_ids: [],
    group_ids: [],
  };
  const { data } = await createUpload(ctx, noEngine, filter, Number(option.id));
  for (const schedule of data.schedules) await applyDecision(ctx, schedule.id, 'approved', null);
  // The sandbox's outcomes at once, as its webhooks would bring them (the wallet's demo payout).
  await settleDemoTransfers(tx, companyId);
  await reconcileDemoWallet(tx, companyId);
}
