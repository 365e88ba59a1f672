import type { FastifyInstance } from 'fastify';
import { languageOf, type EndpointDefinition } from '@clockroom/contracts';
import type { AppDeps } from '../deps.ts';
import { route, type EndpointReply, type EndpointRequest } from '../http/endpoint-route.ts';
import { ok, signedIn } from '../http/route-helpers.ts';
import { defineReportExport, type ReportSource } from './report-export.ts';
import type { ExportFormat } from './table-writers.ts';

/**
 * Registers a report's download calls (ADR 34): each writes the file in the language the request
 * asks for (Accept-Language; the web sends its own) and answers its name as `data` (spec 1 §7),
 * with `job_id` when a job writes it. One export job serves every endpoint given (admin and 'me').
 */
export function reportExportRoutes<F, E extends EndpointDefinition, M extends EndpointDefinition = E>(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'jobs' | 'files' | 'config'>,
  source: ReportSource<F>,
  options: {
    /** The call for managers, and the self-service one (the signed-in employee's own rows). */
    endpoints: { manager: E; mine?: M };
    message: string;
    /** The format and the filter a request asks for (`mine` tells a self-service call). */
    read: (request: EndpointRequest<E | M>, mine: boolean) => { format: ExportFormat; filter: F };
  },
): void {
  const exporter = defineReportExport(deps, source);
  const { manager, mine: own } = options.endpoints;
  const calls: [E | M, boolean][] = own
    ? [
        [manager, false],
        [own, true],
      ]
    : [[manager, false]];
  for (const [endpoint, mine] of calls) {
    route(app, endpoint, async (request) => {
      const { format, filter } = options.read(request, mine);
      const language = languageOf(request.headers['accept-language']);
      const answer = await exporter(signedIn(request), format, filter, language);
      return { ...ok(options.message, answer.fileName), job_id: answer.jobId } as EndpointReply<E | M>;
    });
  }
}
