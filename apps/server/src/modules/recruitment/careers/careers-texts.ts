import type { Language } from '@clockroom/contracts';

/**
 * The careers pages' and the confirmation mail's words, in English and French (issue 24: the page
 * in the browser's language). The API's messages stay in contracts; these are page furniture.
 */
const EN = {
  careersAt: (company: string) => `Careers at ${company}`,
  colon: ': ',
  openRoles: 'Open positions',
  noRoles: 'There are no open positions at the moment. Please check again later.',
  closes: (date: string) => `Applications close on ${date}`,
  salary: 'Salary',
  perMonth: 'a month',
  location: 'Location',
  type: 'Employment type',
  description: 'About the role',
  requirements: 'Requirements',
  apply: 'Apply for this position',
  submit: 'Send my application',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone (optional)',
  coverLetter: 'Cover letter (optional)',
  cv: 'CV (PDF or DOCX, at most 5 MB)',
  required: 'required',
  website: 'Leave this field empty',
  fixErrors: 'Please correct the fields marked below.',
  back: 'All open positions',
  thanksTitle: 'Thank you for applying',
  thanksBody: (title: string, company: string) =>
    `${company} has received your application for ${title}. A confirmation is on its way to your inbox; we will contact you by email.`,
  notFoundTitle: 'Page not found',
  notFoundBody: 'This position is not open, or the page does not exist.',
  tooManyTitle: 'Please wait a moment',
  full_time: 'Full time',
  part_time: 'Part time',
  contract: 'Contract',
  internship: 'Internship',
  mailSubject: (title: string) => `We received your application: ${title}`,
  mailGreeting: (name: string) => `Hello ${name},`,
  mailBody: (title: string, company: string) =>
    `Thank you for applying for ${title} at ${company}. We will review your application and contact you by email.`,
  mailIgnore: 'If you did not apply, you can ignore this mail.',
} as const;

type Texts = {
  readonly [K in keyof typeof EN]: (typeof EN)[K] extends (...a: infer A) => string
    ? (...a: A) => string
    : string;
};

const FR: Texts = {
  careersAt: (company) => `Carrières chez ${company}`,
  colon: ' : ',
  openRoles: 'Postes ouverts',
  noRoles: 'Aucun poste n’est ouvert pour le moment. Revenez plus tard.',
  closes: (date) => `Candidatures jusqu’au ${date}`,
  salary: 'Salaire',
  perMonth: 'par mois',
  location: 'Lieu',
  type: 'Type de contrat',
  description: 'Le poste',
  requirements: 'Profil recherché',
  apply: 'Postuler à ce poste',
  submit: 'Envoyer ma candidature',
  firstName: 'Prénom',
  lastName: 'Nom',
  email: 'E-mail',
  phone: 'Téléphone (facultatif)',
  coverLetter: 'Lettre de motivation (facultative)',
  cv: 'CV (PDF ou DOCX, 5 Mo au plus)',
  required: 'obligatoire',
  website: 'Laissez ce champ vide',
  fixErrors: 'Veuillez corriger les champs signalés ci-dessous.',
  back: 'Tous les postes ouverts',
  thanksTitle: 'Merci pour votre candidature',
  thanksBody: (title, company) =>
    `${company} a bien reçu votre candidature au poste ${title}. Une confirmation vous a été envoyée par e-mail ; nous vous contacterons par e-mail.`,
  notFoundTitle: 'Page introuvable',
  notFoundBody: 'Ce poste n’est pas ouvert, ou la page n’existe pas.',
  tooManyTitle: 'Veuillez patienter un instant',
  full_time: 'Temps plein',
  part_time: 'Temps partiel',
  contract: 'Contrat',
  internship: 'Stage',
  mailSubject: (title) => `Nous avons bien reçu votre candidature : ${title}`,
  mailGreeting: (name) => `Bonjour ${name},`,
  mailBody: (title, company) =>
    `Merci d’avoir postulé au poste ${title} chez ${company}. Nous étudierons votre candidature et vous contacterons par e-mail.`,
  mailIgnore: 'Si vous n’avez pas postulé, ignorez ce message.',
};

export type CareersTexts = Texts;

export const careersTexts = (language: Language): Texts => (language === 'fr' ? FR : EN);

/**
 * The page's language: `?lang=` when the visitor chose one, else the first of Accept-Language that
 * the app speaks (quality order), else English.
 */
export function pageLanguage(acceptLanguage: string | undefined, chosen?: unknown): Language {
  if (chosen === 'fr' || chosen === 'en') return chosen;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
      return { lang: tag.split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), i };
    })
    .filter((x) => x.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  const hit = ranked.find((x) => x.lang === 'fr' || x.lang === 'en');
  return hit?.lang === 'fr' ? 'fr' : 'en';
}
