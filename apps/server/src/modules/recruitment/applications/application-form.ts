import type { FastifyRequest } from 'fastify';
import {
  APPLICATION_CV_FIELD,
  APPLICATION_CV_MAX_BYTES,
  APPLICATION_MESSAGES as M,
  MESSAGES,
} from '@clockroom/contracts';
import { badTextFields } from '../../../platform/http/input-text.ts';
import { CV_MIME_TYPES, sniffCv, type CvType } from './cv-file.ts';

/**
 * An application form as posted (multipart): every text field wherever it sits in the body, and at
 * most one file, the CV, read up to its limit. Unlike the platform's one-file reader, fields after
 * the file are kept too (an API client may send the CV first). Problems are collected, not thrown,
 * so the careers page can show the form again with every message beside its field.
 */
export interface ApplicationForm {
  fields: Record<string, string>;
  /** `answers[<question id>]` fields, and a JSON `answers` object, by question id. */
  answers: Map<number, string>;
  cv: { originalName: string; type: CvType; mimeType: string; bytes: Buffer } | null;
  errors: { field: string; message: string }[];
}

const ANSWER_FIELD = /^answers\[(\d{1,12})\]$/;

export async function readApplicationForm(request: FastifyRequest): Promise<ApplicationForm> {
  const form: ApplicationForm = {
    fields: Object.create(null) as Record<string, string>,
    answers: new Map(),
    cv: null,
    errors: [],
  };
  if (!request.isMultipart()) {
    form.errors.push({ field: APPLICATION_CV_FIELD, message: M.cvMissing });
    return form;
  }
  try {
    for await (const part of request.parts({
      limits: { fileSize: APPLICATION_CV_MAX_BYTES, files: 1, fields: 40 },
    })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') addField(form, part.fieldname, part.value);
        continue;
      }
      if (part.fieldname !== APPLICATION_CV_FIELD || form.cv) {
        part.file.resume();
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.file.truncated || bytes.length > APPLICATION_CV_MAX_BYTES) {
        form.errors.push({ field: APPLICATION_CV_FIELD, message: M.cvSize });
        continue;
      }
      if (bytes.length === 0 && part.filename === '') continue; // an empty file input
      if (badTextFields({ [APPLICATION_CV_FIELD]: part.filename }).length > 0) {
        form.errors.push({ field: APPLICATION_CV_FIELD, message: MESSAGES.forbiddenCharacters });
        continue;
      }
      const type = sniffCv(bytes, part.filename);
      if (!type) {
        form.errors.push({ field: APPLICATION_CV_FIELD, message: M.cvType });
        continue;
      }
      form.cv = { originalName: cleanName(part.filename, type), type, mimeType: CV_MIME_TYPES[type], bytes };
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      form.errors.push({ field: APPLICATION_CV_FIELD, message: M.cvSize });
    else if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      form.errors.push({ field: APPLICATION_CV_FIELD, message: M.cvType });
    else throw err;
  }
  for (const field of badTextFields({
    ...form.fields,
    ...Object.fromEntries([...form.answers].map(([k, v]) => [`answers[${k}]`, v])),
  }))
    form.errors.push({ field, message: MESSAGES.forbiddenCharacters });
  return form;
}

function addField(form: ApplicationForm, name: string, value: string): void {
  const answer = ANSWER_FIELD.exec(name);
  if (answer?.[1]) {
    form.answers.set(Number(answer[1]), value);
    return;
  }
  if (name === 'answers') {
    try {
      const parsed: unknown = JSON.parse(value);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
        for (const [k, v] of Object.entries(parsed))
          if (/^\d{1,12}$/.test(k) && (typeof v === 'string' || typeof v === 'number'))
            form.answers.set(Number(k), String(v));
    } catch {
      form.errors.push({ field: 'answers', message: M.answersInvalid });
    }
    return;
  }
  if (!Object.hasOwn(form.fields, name)) form.fields[name] = value;
}

/** The name a download shows: no path, no control characters, the real type's extension. */
function cleanName(name: string, type: CvType): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .slice(0, 150);
  return base && base.toLowerCase().endsWith(`.${type}`) ? base : `cv.${type}`;
}
