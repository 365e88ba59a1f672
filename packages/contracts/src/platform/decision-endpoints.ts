import type { z } from 'zod';
import { approvalDecisionResultSchema } from './approval-decisions.ts';
import { defineEndpoint } from './endpoint.ts';

/** What a request module's approve and reject calls differ by. */
interface Decisions<P extends string, B extends z.ZodType, R extends z.ZodType> {
  /** The module's requests: the calls are `<path>/approve` and `<path>/reject`. */
  readonly path: `/${P}`;
  /** The decision: the ids decided (or one id) and, to reject, the reason. */
  readonly body: B;
  /** What a decision answers; the decided ids and each refused id's reason (ADR 31) by default. */
  readonly response?: R;
  /** OpenAPI's text for each call, where the module says more than the call's name. */
  readonly description?: { readonly approve?: string; readonly reject?: string };
  readonly tags?: readonly string[];
}

/**
 * A request module's approve and reject calls (ADR 31): POST, any signed-in user (the server decides
 * which requests wait on the caller), the module's decision body. The web build strips the schemas
 * from this call's argument as it does from `defineEndpoint` (vite.config.ts `endpointsWithoutSchemas`),
 * so the argument is an object written at the call.
 */
export const decisionEndpoints = <
  const P extends string,
  B extends z.ZodType,
  R extends z.ZodType = typeof approvalDecisionResultSchema,
>(
  decisions: Decisions<P, B, R>,
) => {
  // The schemas are read inside the definition, never into a variable: the web build strips them there.
  const { path, tags } = decisions;
  const call = <const V extends 'approve' | 'reject'>(verb: V) =>
    defineEndpoint({
      method: 'POST',
      path: `${path}/${verb}`,
      description: decisions.description?.[verb],
      body: decisions.body,
      response: (decisions.response ?? approvalDecisionResultSchema) as R,
      permission: 'signed-in',
      tags,
    });
  return { approve: call('approve'), reject: call('reject') };
};

const decided = ' Answers the decided ids and each refused id’s reason; deciding none is a 422 (ADR 31).';

/** The two calls' text for a module whose decisions answer each id's outcome: `items` waiting, by `ids`. */
export const decidingWaiting = (items: string, ids: string) => ({
  approve: `Approve the ${items} waiting on you: ${ids} (or id).${decided}`,
  reject: `Reject the ${items} waiting on you: ${ids} (or id) and a reason.${decided}`,
});
