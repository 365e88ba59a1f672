import type { Language } from '@clockroom/contracts';
import { escapeHtml } from '../../../platform/mail/escape-html.ts';
import type { MailMessage } from '../../../platform/mail/mailer.ts';
import { buildIcs } from './ics.ts';

/**
 * The interview invite, update and cancellation mails (issue 24): one per recipient (the candidate
 * and each interviewer) in their language, each with the same calendar event as an .ics file, so
 * an update replaces the event and a cancellation removes it.
 */
export type InviteKind = 'invite' | 'update' | 'cancel';

const EN = {
  subject: { invite: 'Interview invitation', update: 'Interview updated', cancel: 'Interview cancelled' },
  greeting: (name: string) => `Hello ${name},`,
  candidate: {
    invite: (title: string, company: string) => `You are invited to an interview for ${title} at ${company}.`,
    update: (title: string, company: string) => `Your interview for ${title} at ${company} has changed.`,
    cancel: (title: string, company: string) =>
      `Your interview for ${title} at ${company} has been cancelled.`,
  },
  interviewer: {
    invite: (candidate: string, title: string) =>
      `You are on the panel interviewing ${candidate} for ${title}.`,
    update: (candidate: string, title: string) => `The interview of ${candidate} for ${title} has changed.`,
    cancel: (candidate: string, title: string) =>
      `The interview of ${candidate} for ${title} has been cancelled.`,
  },
  when: 'When',
  where: 'Where',
  link: 'Meeting link',
  panel: 'Interviewers',
  scorecard: 'Sign in to Clockroom to see the interview and fill your scorecard',
  calendar: 'The attached calendar file adds it to your calendar.',
};

const FR: typeof EN = {
  subject: { invite: 'Invitation à un entretien', update: 'Entretien modifié', cancel: 'Entretien annulé' },
  greeting: (name) => `Bonjour ${name},`,
  candidate: {
    invite: (title, company) => `Vous êtes invité(e) à un entretien pour le poste ${title} chez ${company}.`,
    update: (title, company) => `Votre entretien pour le poste ${title} chez ${company} a été modifié.`,
    cancel: (title, company) => `Votre entretien pour le poste ${title} chez ${company} a été annulé.`,
  },
  interviewer: {
    invite: (candidate, title) =>
      `Vous faites partie du jury de l’entretien de ${candidate} pour le poste ${title}.`,
    update: (candidate, title) => `L’entretien de ${candidate} pour le poste ${title} a été modifié.`,
    cancel: (candidate, title) => `L’entretien de ${candidate} pour le poste ${title} a été annulé.`,
  },
  when: 'Quand',
  where: 'Où',
  link: 'Lien de la réunion',
  panel: 'Jury',
  scorecard: 'Connectez-vous à Clockroom pour voir l’entretien et remplir votre grille d’évaluation',
  calendar: 'Le fichier de calendrier joint l’ajoute à votre agenda.',
};

export interface InterviewMailFacts {
  kind: InviteKind;
  uid: string;
  sequence: number;
  startsAt: Date;
  durationMinutes: number;
  timezone: string;
  location: string | null;
  link: string | null;
  title: string;
  company: string;
  candidate: { name: string; email: string | null };
  interviewers: { name: string; email: string | null; language: string | null }[];
  organizer: { name: string; email: string };
  /** The app's address, where an interviewer signs in to fill the scorecard. */
  appLink: string;
}

const when = (f: InterviewMailFacts, language: Language) =>
  new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', {
    timeZone: f.timezone,
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(f.startsAt) + ` (${f.timezone}, ${f.durationMinutes} min)`;

function mail(
  to: string,
  language: Language,
  f: InterviewMailFacts,
  name: string,
  intro: string,
  appLink: boolean,
  ics: string,
): MailMessage {
  const t = language === 'fr' ? FR : EN;
  const lines: [string, string][] = [
    [t.when, when(f, language)],
    ...(f.location ? ([[t.where, f.location]] as [string, string][]) : []),
    ...(f.link ? ([[t.link, f.link]] as [string, string][]) : []),
    [t.panel, f.interviewers.map((i) => i.name).join(', ')],
  ];
  const text = [
    t.greeting(name),
    intro,
    lines.map(([k, v]) => `${k}: ${v}`).join('\n'),
    ...(appLink && f.kind !== 'cancel' ? [`${t.scorecard}: ${f.appLink}`] : []),
    ...(f.kind !== 'cancel' ? [t.calendar] : []),
  ].join('\n\n');
  const html = [
    `<p>${escapeHtml(t.greeting(name))}</p><p>${escapeHtml(intro)}</p>`,
    `<p>${lines.map(([k, v]) => `<strong>${escapeHtml(k)}:</strong> ${escapeHtml(v)}`).join('<br>')}</p>`,
    appLink && f.kind !== 'cancel'
      ? `<p><a href="${escapeHtml(f.appLink)}">${escapeHtml(t.scorecard)}</a></p>`
      : '',
  ].join('');
  return {
    to,
    subject: `${t.subject[f.kind]}: ${f.title}`,
    text,
    html,
    attachments: [
      {
        fileName: f.kind === 'cancel' ? 'cancel.ics' : 'invite.ics',
        contentType: `text/calendar; charset=utf-8; method=${f.kind === 'cancel' ? 'CANCEL' : 'REQUEST'}`,
        content: Buffer.from(ics, 'utf8'),
      },
    ],
  };
}

/** Every mail of one change; recipients without an address are skipped (an erased candidate). */
export function interviewMails(f: InterviewMailFacts, companyLanguage: Language): MailMessage[] {
  const attendees = [f.candidate, ...f.interviewers].flatMap((p) =>
    p.email ? [{ name: p.name, email: p.email }] : [],
  );
  const ics = buildIcs({
    method: f.kind === 'cancel' ? 'CANCEL' : 'REQUEST',
    uid: f.uid,
    sequence: f.sequence,
    start: f.startsAt,
    durationMinutes: f.durationMinutes,
    summary: `${f.title}: ${f.candidate.name}`,
    description: f.link ?? null,
    location: f.location ?? f.link,
    url: f.link,
    organizer: f.organizer,
    attendees,
  });
  const out: MailMessage[] = [];
  const lang = (l: string | null): Language => (l === 'fr' ? 'fr' : l === 'en' ? 'en' : companyLanguage);
  if (f.candidate.email) {
    const t = companyLanguage === 'fr' ? FR : EN;
    out.push(
      mail(
        f.candidate.email,
        companyLanguage,
        f,
        f.candidate.name,
        t.candidate[f.kind](f.title, f.company),
        false,
        ics,
      ),
    );
  }
  for (const i of f.interviewers) {
    if (!i.email) continue;
    const language = lang(i.language);
    const t = language === 'fr' ? FR : EN;
    out.push(mail(i.email, language, f, i.name, t.interviewer[f.kind](f.candidate.name, f.title), true, ics));
  }
  return out;
}
