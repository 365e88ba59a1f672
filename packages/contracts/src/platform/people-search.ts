import type { z } from 'zod';
import type { EndpointDefinition } from './endpoint.ts';

/** A person as an employee picker offers them: who they are, and their PIN where the source has one. */
export interface PersonHit {
  id: number;
  name: string;
  pin?: string | null;
}

/**
 * Where an employee picker finds people (spec 1 §5): a GET that takes `query` (and what else the
 * picker sends: `page`, `per_page`, `branch_ids`, the source's own values) and answers a page of
 * people. The employee directory is one; a leave's relief officers, open to self-service, another.
 */
export type PeopleSearchEndpoint = EndpointDefinition & {
  method: 'GET';
  query: z.ZodType<unknown, { query?: string | undefined } & Record<string, unknown>>;
  response: z.ZodType<{ results: PersonHit[]; total: number }>;
};
