import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  APPLICATION_MESSAGES as M,
  APPLICATION_MESSAGES_FR,
  careersEndpoints as C,
  type Language,
} from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { installRouteGuard } from '../../../platform/http/route-guard.ts';
import { ok } from '../../../platform/http/route-helpers.ts';
import { careersTexts, pageLanguage } from './careers-texts.ts';
import { listPage, messagePage, postingPage, thanksPage, type FormState } from './careers-pages.ts';
import * as careers from './careers.service.ts';

/** A browser's form post (no JavaScript) wants the page back; a client asking for JSON gets JSON. */
const wantsHtml = (req: FastifyRequest) => {
  const accept = req.headers.accept ?? '';
  return /text\/html/i.test(accept) && !/application\/json/i.test(accept);
};

const languageOf = (req: FastifyRequest) =>
  pageLanguage(req.headers['accept-language'], (req.query as Record<string, unknown> | undefined)?.lang);

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

/** The API's messages on a French page, where contracts has their French. */
function inLanguage(language: Language, message: string): string {
  if (language !== 'fr') return message;
  const key = (Object.keys(M) as (keyof typeof M)[]).find((k) => M[k] === message);
  return key ? APPLICATION_MESSAGES_FR[key] : message;
}

function pageForError(reply: FastifyReply, language: Language, err: unknown, path: string) {
  if (!(err instanceof AppError) || (err.statusCode !== 404 && err.statusCode !== 429)) throw err;
  const t = careersTexts(language);
  return err.statusCode === 404
    ? html(reply, 404, messagePage(language, null, t.notFoundTitle, t.notFoundBody, path))
    : html(reply, 429, messagePage(language, null, t.tooManyTitle, inLanguage(language, err.message), path));
}

/** POST /api/v1/public/careers/{company}/postings/{posting_id}/applications (declared public). */
export function careersApiRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, C.apply, async (req, reply) => {
    const language = languageOf(req);
    const asPage = wantsHtml(req);
    try {
      const outcome = await careers.apply(req.ctx, deps, req.params, req, language);
      if (outcome.kind === 'invalid') {
        const [first] = outcome.form.errors;
        // The attempt stays counted: committed with the refusal (ADR 67).
        if (!asPage) throw new AppError(422, first?.message ?? M.cvMissing, outcome.form.errors, true);
        const form: FormState = {
          ...outcome.form,
          errors: outcome.form.errors.map((e) => ({
            ...e,
            message: inLanguage(outcome.language, e.message),
          })),
        };
        return html(
          reply,
          422,
          postingPage(outcome.language, outcome.company, outcome.posting, form),
        ) as never;
      }
      if (asPage) {
        const to = `/careers/${encodeURIComponent(outcome.company.slug)}/${outcome.posting.id}/thanks?lang=${language}`;
        return reply.redirect(to, 303) as never;
      }
      return ok(M.received, outcome.receipt);
    } catch (err) {
      if (!asPage) throw err;
      return pageForError(
        reply,
        language,
        err,
        `/careers/${encodeURIComponent(req.params.company)}`,
      ) as never;
    }
  });
}

/**
 * The careers pages, outside /api/v1 and before the web app's fallback (app.ts), so /careers is
 * never taken for a screen of the signed-in app. Public, in a transaction like any API route.
 */
export async function registerCareersPages(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(async (pages) => {
    installRouteGuard(pages, deps.database);
    // Each page is rendered in the reader's language; a missing company or posting is a 404 page.
    type PageRequest = FastifyRequest<{ Params: { company: string; posting_id?: string } }>;
    const page = (path: string, render: (req: PageRequest, language: Language) => Promise<string>) =>
      pages.get(
        path,
        { config: { public: true }, schema: { hide: true } },
        async (req: PageRequest, reply) => {
          const language = languageOf(req);
          try {
            return html(reply, 200, await render(req, language));
          } catch (err) {
            return pageForError(reply, language, err, `/careers/${encodeURIComponent(req.params.company)}`);
          }
        },
      );
    const postingOf = (req: PageRequest) =>
      careers.companyPosting(req.ctx, req.params.company, Number(req.params.posting_id));

    page('/careers/:company', async (req, language) => {
      const { company, postings } = await careers.companyPostings(req.ctx, req.params.company);
      return listPage(language, company, postings);
    });
    page('/careers/:company/:posting_id', async (req, language) => {
      const { company, posting } = await postingOf(req);
      return postingPage(language, company, posting);
    });
    page('/careers/:company/:posting_id/thanks', async (req, language) => {
      const { company, posting } = await postingOf(req);
      return thanksPage(language, company, posting);
    });
  });
}
