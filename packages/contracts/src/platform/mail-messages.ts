import type { TextParams } from './text-ref.ts';

/**
 * The texts of the mails the server sends, in English; French by code in rendered-texts-fr.ts. A
 * mail goes in its recipient's language (ADR 32), so it is composed from these codes and rendered
 * then; none is an answer's message. Parameter names are the params' names.
 */
export const MAIL_TEXTS = {
  greeting: (name: string) => `Hello ${name},`,
  openInApp: 'Open it in Clockroom',
  activationSubject: 'Activate your Clockroom account',
  activationWelcome: 'Welcome to Clockroom. Open this link to activate your account:',
  activationAction: 'Activate your account',
  activationExpiry: (days: string) => `The link works once and expires in ${days} days.`,
  resetSubject: 'Reset your Clockroom password',
  resetIntro: 'Open this link to choose a new password:',
  resetAction: 'Choose a new password',
  resetExpiry: 'The link works once and expires in 60 minutes. If you did not ask for it, ignore this mail.',
  inviteSubject: (company: string) => `You are invited to join ${company} on Clockroom`,
  inviteIntro: (inviter: string, company: string) => `${inviter} invited you to ${company} on Clockroom.`,
  inviteActivate: 'Open this link to activate your account:',
  inviteSignIn: (url: string, company_id: string, email: string, password: string) =>
    `Sign in at ${url} with the company ID "${company_id}", your email ${email} and the one-time password ${password}`,
  inviteProfile: 'Choose your own password, then complete your employee profile.',
  supportSubject: (id: string, subject: string) => `[Support #${id}] ${subject}`,
  supportFrom: (who: string) => `From: ${who}`,
  supportCompany: (company: string, company_id: string) => `Company: ${company} (${company_id})`,
} as const;

export type MailTextKey = keyof typeof MAIL_TEXTS;

/** A reference to one of these texts with its values. */
export const mailText = <const P extends TextParams>(
  key: MailTextKey,
  params?: P,
): { code: string; params?: P } => ({
  code: `mails.${key}`,
  ...(params ? { params } : {}),
});
