import type { FastifyInstance, FastifyReply } from 'fastify';
import { PAYSLIP_MESSAGES as M, payslipEndpoints as E, type PayslipQuery } from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import { fileResponse } from '../../../platform/files/file-response.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import { payslipFileName } from './payslip-pdf.ts';
import { registerPayslipMail } from './payslip-mail.ts';
import * as service from './payslips.service.ts';

const pdfResponse = fileResponse('The payslip as a password-protected PDF (ADR 46)', ['application/pdf']);

/** An answer for a month: the report, or null with the spec's 'No payslip report available…'. */
const answer = <T>(query: PayslipQuery, report: T | null) =>
  ok(report ? M.fetched : service.noPayslipMessage(query), report);

/** The PDF's bytes as an attachment, never cached (it is someone's pay). */
const sendPdf = (reply: FastifyReply, query: PayslipQuery, pdf: Buffer) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${payslipFileName(query.year, query.month)}"`)
    .header('cache-control', 'no-store')
    .send(pdf);

/** Payslips: the ESS views, the PDF, the mail on confirm and the ESS dashboard (helper F, ADR 46). */
export async function registerPayslips(app: FastifyInstance, deps: AppDeps): Promise<void> {
  route(app, E.mine, async (req) => answer(req.body, await service.myPayslip(signedIn(req), req.body)));
  route(app, E.myList, async (req) => ok(M.listed, await service.myPayslips(signedIn(req), req.query.year)));
  route(app, E.myDashboard, async (req) =>
    ok(M.dashboardFetched, await service.myDashboard(signedIn(req), req.query.year)),
  );
  route(app, E.employee, async (req) =>
    answer(req.body, await service.employeePayslip(signedIn(req), req.body)),
  );
  route(
    app,
    E.myPdf,
    async (req, reply) => sendPdf(reply, req.body, await service.myPayslipPdf(signedIn(req), req.body)),
    { fileResponse: pdfResponse },
  );
  route(
    app,
    E.employeePdf,
    async (req, reply) => sendPdf(reply, req.body, await service.employeePayslipPdf(signedIn(req), req.body)),
    { fileResponse: pdfResponse },
  );
  registerPayslipMail(app, deps);
}
