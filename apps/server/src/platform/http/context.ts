import type { SessionUser } from '@clockroom/contracts';
import type { Tx } from '../db/database.ts';
import { setTenant } from '../db/tenant.ts';

/**
 * What every service receives first: the request's transaction (already bound to the tenant once
 * known), who is asking and for which branch. Services never see Fastify.
 */
export interface RequestContext {
  readonly tx: Tx;
  readonly requestId: string;
  readonly ip: string;
  companyId: number | null;
  user: SessionUser | null;
  tokenId: number | null;
  /** 'all', or the one branch the user chose in the header. */
  activeBranch: 'all' | number;
  /** Work outside a request done by no user (a schedule, mail delivery): named in the audit log. */
  systemActor: string | null;
  /** On a device route: the serial number the device gave, and the registered device if known. */
  device: DeviceIdentity | null;
  useCompany(companyId: number): Promise<void>;
  afterCommit(task: () => Promise<void> | void): void;
}

export interface DeviceIdentity {
  serial: string;
  /** The registered device's id; null for a device no company has registered yet. */
  id: number | null;
}

/** Work done for a user, in a request or in a job they asked for: their company and their rights. */
export type ActingContext = RequestContext & { companyId: number; user: SessionUser };

export type SignedInContext = ActingContext & { tokenId: number };

export function createContext(
  tx: Tx,
  requestId: string,
  ip: string,
  /** The tenant the transaction was opened with, if any (not yet trusted: no one is signed in). */
  boundTenant?: number,
  /** A read without a transaction binds its tenant once, for the whole work (ADR 21). */
  tenantFixed = false,
): RequestContext & { commitTasks: (() => Promise<void> | void)[] } {
  const commitTasks: (() => Promise<void> | void)[] = [];
  let bound = boundTenant;
  const ctx = {
    tx,
    requestId,
    ip,
    companyId: null as number | null,
    user: null as SessionUser | null,
    tokenId: null as number | null,
    activeBranch: 'all' as 'all' | number,
    systemActor: null as string | null,
    device: null as DeviceIdentity | null,
    commitTasks,
    async useCompany(companyId: number) {
      if (bound !== companyId) {
        // Without a transaction a SET LOCAL would last one statement: refuse rather than mis-scope.
        if (tenantFixed)
          throw new Error(`The tenant of a read is fixed (${String(bound)}), not ${companyId}`);
        await setTenant(tx, companyId);
      }
      bound = companyId;
      ctx.companyId = companyId;
    },
    afterCommit(task: () => Promise<void> | void) {
      commitTasks.push(task);
    },
  };
  return ctx;
}

export function requireCompany(ctx: RequestContext): number {
  if (ctx.companyId === null) throw new Error('No tenant set on this request');
  return ctx.companyId;
}
