import { APPLICATION_CV_FIELD, APPLICATION_HONEYPOT_FIELD, type Language } from '@clockroom/contracts';
import { escapeHtml as h } from '../../../platform/mail/escape-html.ts';
import type { CareersPosting } from '../postings/for-candidates.service.ts';
import { careersTexts, type CareersTexts } from './careers-texts.ts';

/**
 * The public careers pages as plain HTML (issue 24): readable on a phone, in the visitor's language,
 * the application form working without JavaScript (a multipart POST; the answer is the thank-you
 * page, or the form again with its messages). No script at all, so the strict CSP holds; styles are
 * inline, which it allows. Every value is escaped.
 */
export interface Company {
  name: string;
  slug: string;
}

const STYLE = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2328;background:#f6f7f9}
header{background:#0f3d66;color:#fff;padding:16px}header a{color:#fff}main{max-width:760px;margin:0 auto;padding:16px}
h1{font-size:1.5rem;margin:.2em 0}h2{font-size:1.2rem}nav.lang{float:right;font-size:.9rem}nav.lang a{margin-left:8px}
.card{background:#fff;border:1px solid #dfe3e8;border-radius:8px;padding:16px;margin:12px 0}.meta{color:#57606a;font-size:.95rem}
.card h2 a{color:#0f3d66;text-decoration:none}label{display:block;font-weight:600;margin:14px 0 4px}
input[type=text],input[type=email],input[type=tel],textarea{width:100%;padding:10px;border:1px solid #b7bfc7;border-radius:6px;font:inherit}
input[type=file]{width:100%;padding:8px 0}textarea{min-height:120px}button{margin-top:18px;width:100%;padding:12px;border:0;border-radius:6px;background:#0f3d66;color:#fff;font:inherit;font-weight:600}
.error{color:#b42318;font-size:.9rem;margin-top:4px}.alert{background:#fef3f2;border:1px solid #fecdca;color:#b42318;padding:12px;border-radius:6px}
.trap{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}.text{white-space:pre-line}
@media (min-width:640px){button{width:auto;padding:12px 28px}}`;

const dmy = (d: string) => d.split('-').reverse().join('-');
const naira = (n: number) => `₦${n.toLocaleString('en-NG', { maximumFractionDigits: 0 })}`;

function layout(
  lang: Language,
  title: string,
  company: Company | null,
  body: string,
  switchPath: string,
): string {
  const t = careersTexts(lang);
  const other = lang === 'fr' ? { lang: 'en', label: 'English' } : { lang: 'fr', label: 'Français' };
  const heading = company
    ? `<a href="/careers/${encodeURIComponent(company.slug)}?lang=${lang}">${h(t.careersAt(company.name))}</a>`
    : '';
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${h(title)}</title><style>${STYLE}</style></head><body><header><nav class="lang"><a href="${h(switchPath)}?lang=${other.lang}" lang="${other.lang}">${other.label}</a></nav>${heading}</header>
<main>${body}</main></body></html>`;
}

function postingMeta(t: CareersTexts, p: CareersPosting): string {
  const parts = [
    p.location ? `${h(t.location)}${t.colon}${h(p.location)}` : '',
    `${h(t.type)}${t.colon}${h(employmentType(t, p.employment_type))}`,
    p.salary_min !== null || p.salary_max !== null
      ? `${h(t.salary)}${t.colon}${[p.salary_min, p.salary_max]
          .filter((x) => x !== null)
          .map(naira)
          .join(' – ')} ${h(t.perMonth)}`
      : '',
    p.closing_date ? h(t.closes(dmy(p.closing_date))) : '',
  ].filter(Boolean);
  return `<p class="meta">${parts.join(' · ')}</p>`;
}

function employmentType(t: CareersTexts, type: string): string {
  return type === 'full_time' || type === 'part_time' || type === 'contract' || type === 'internship'
    ? t[type]
    : type;
}

export function listPage(lang: Language, company: Company, postings: CareersPosting[]): string {
  const t = careersTexts(lang);
  const cards = postings
    .map(
      (p) =>
        `<article class="card"><h2><a href="/careers/${encodeURIComponent(company.slug)}/${p.id}?lang=${lang}">${h(p.title)}</a></h2>${postingMeta(t, p)}</article>`,
    )
    .join('');
  const body = `<h1>${h(t.openRoles)}</h1>${cards || `<p class="card">${h(t.noRoles)}</p>`}`;
  return layout(
    lang,
    t.careersAt(company.name),
    company,
    body,
    `/careers/${encodeURIComponent(company.slug)}`,
  );
}

export interface FormState {
  values: Record<string, string>;
  answers: Map<number, string>;
  errors: { field: string; message: string }[];
}

const EMPTY_FORM: FormState = { values: {}, answers: new Map(), errors: [] };

export function postingPage(
  lang: Language,
  company: Company,
  p: CareersPosting,
  form: FormState = EMPTY_FORM,
): string {
  const t = careersTexts(lang);
  const errorOf = (field: string) => {
    const e = form.errors.find((x) => x.field === field);
    return e ? `<div class="error" id="${h(field)}-error">${h(e.message)}</div>` : '';
  };
  const described = (field: string) =>
    form.errors.some((x) => x.field === field)
      ? ` aria-invalid="true" aria-describedby="${h(field)}-error"`
      : '';
  const value = (field: string) => h(form.values[field] ?? '');
  const input = (field: string, label: string, type: string, required: boolean, autocomplete: string) =>
    `<label for="${field}">${h(label)}${required ? ` <span aria-hidden="true">*</span>` : ''}</label>
<input type="${type}" id="${field}" name="${field}" value="${value(field)}" autocomplete="${autocomplete}" maxlength="200"${required ? ' required' : ''}${described(field)}>${errorOf(field)}`;
  const questions = p.questions
    .map((q) => {
      const field = `answers[${q.id}]`;
      return `<label for="q${q.id}">${h(q.text)}${q.required ? ` <span aria-hidden="true">*</span>` : ''}</label>
<textarea id="q${q.id}" name="${field}" maxlength="2000"${q.required ? ' required' : ''}${described(field)}>${h(form.answers.get(q.id) ?? '')}</textarea>${errorOf(field)}`;
    })
    .join('');
  const action = `/api/v1/public/careers/${encodeURIComponent(company.slug)}/postings/${p.id}/applications`;
  const alert = form.errors.length ? `<p class="alert" role="alert">${h(t.fixErrors)}</p>` : '';
  const body = `<p><a href="/careers/${encodeURIComponent(company.slug)}?lang=${lang}">← ${h(t.back)}</a></p>
<h1>${h(p.title)}</h1>${postingMeta(t, p)}
<section class="card"><h2>${h(t.description)}</h2><div class="text">${h(p.description)}</div>
${p.requirements ? `<h2>${h(t.requirements)}</h2><div class="text">${h(p.requirements)}</div>` : ''}</section>
<section class="card" id="apply"><h2>${h(t.apply)}</h2>${alert}
<form method="post" action="${h(action)}" enctype="multipart/form-data" accept-charset="utf-8">
<input type="hidden" name="lang" value="${lang}">
${input('first_name', t.firstName, 'text', true, 'given-name')}${input('last_name', t.lastName, 'text', true, 'family-name')}
${input('email', t.email, 'email', true, 'email')}${input('phone', t.phone, 'tel', false, 'tel')}
<label for="cover_letter">${h(t.coverLetter)}</label><textarea id="cover_letter" name="cover_letter" maxlength="5000"${described('cover_letter')}>${value('cover_letter')}</textarea>${errorOf('cover_letter')}
${questions}
<div class="trap" aria-hidden="true"><label for="${APPLICATION_HONEYPOT_FIELD}">${h(t.website)}</label><input type="text" id="${APPLICATION_HONEYPOT_FIELD}" name="${APPLICATION_HONEYPOT_FIELD}" tabindex="-1" autocomplete="off"></div>
<label for="${APPLICATION_CV_FIELD}">${h(t.cv)} <span aria-hidden="true">*</span></label>
<input type="file" id="${APPLICATION_CV_FIELD}" name="${APPLICATION_CV_FIELD}" accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document" required${described(APPLICATION_CV_FIELD)}>${errorOf(APPLICATION_CV_FIELD)}
${errorOf('body')}<button type="submit">${h(t.submit)}</button></form></section>`;
  return layout(
    lang,
    `${p.title} · ${company.name}`,
    company,
    body,
    `/careers/${encodeURIComponent(company.slug)}/${p.id}`,
  );
}

export function thanksPage(lang: Language, company: Company, p: CareersPosting): string {
  const t = careersTexts(lang);
  const body = `<section class="card"><h1>${h(t.thanksTitle)}</h1><p>${h(t.thanksBody(p.title, company.name))}</p>
<p><a href="/careers/${encodeURIComponent(company.slug)}?lang=${lang}">${h(t.back)}</a></p></section>`;
  return layout(
    lang,
    t.thanksTitle,
    company,
    body,
    `/careers/${encodeURIComponent(company.slug)}/${p.id}/thanks`,
  );
}

export function messagePage(
  lang: Language,
  company: Company | null,
  title: string,
  message: string,
  path: string,
): string {
  const back = company
    ? `<p><a href="/careers/${encodeURIComponent(company.slug)}?lang=${lang}">${h(careersTexts(lang).back)}</a></p>`
    : '';
  return layout(
    lang,
    title,
    company,
    `<section class="card"><h1>${h(title)}</h1><p>${h(message)}</p>${back}</section>`,
    path,
  );
}
