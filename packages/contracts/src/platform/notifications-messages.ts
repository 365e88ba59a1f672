import type { TextParams } from './text-ref.ts';

/** Notification texts, apart from the schemas so that the header bell does not download Zod (ADR 10). */
export const NOTIFICATION_MESSAGES = {
  listed: 'Notifications fetched successfully',
  counted: 'Unread notifications counted',
  read: 'Notification marked as read',
  allRead: 'All notifications marked as read',
  notFound: 'Notification not found',
  preferencesLoaded: 'Notification preferences fetched successfully',
  preferencesSaved: 'Notification preferences saved',
} as const;

/**
 * What a notification row stores beside its kind: the values its texts are filled with (ADR 32),
 * each plain or a coded text with plain values (how the item it is about reads).
 */
export type NotificationParams = Record<string, string | { code: string; params?: Record<string, string> }>;

/**
 * Titles and bodies of notifications, and the phrases naming what they are about. A notification
 * stores its kind and params, not these texts: the bell renders them in the reader's language and
 * the server in the recipient's for mail (notification-kinds.ts says which text a kind uses). French
 * by code in rendered-texts-fr.ts. Parameter names are the params' names.
 */
export const NOTIFICATION_TEXTS = {
  passwordChangedTitle: 'Your password was changed',
  passwordChangedBody:
    'Your other devices were signed out. If you did not do this, reset your password and tell your administrator.',
  approvalRequestedTitle: (subject: string) => `Waiting for your approval: ${subject}`,
  concurrentApproval: 'Concurrent approval',
  sequentialApproval: 'Sequential approval',
  approvedTitle: (subject: string) => `Your request was approved: ${subject}`,
  rejectedTitle: (subject: string) => `Your request was rejected: ${subject}`,
  reliefNamedTitle: (subject: string) => `You are named relief officer: ${subject}`,
  reliefApprovedTitle: (subject: string) => `Leave you cover was approved: ${subject}`,
  reliefBody: (employee: string, days: string) => `${employee} is away for ${days} working day(s).`,
  leaveSubject: (leave_type: string, start_date: string, end_date: string, employee: string) =>
    `${leave_type}, ${start_date} to ${end_date}, for ${employee}`,
  exemptionSubject: (date: string, employee: string) => `Exemption on ${date} for ${employee}`,
  clockInSubject: (time: string, date: string, employee: string, address: string) =>
    `Clock in at ${time} on ${date} by ${employee}, ${address}`,
  clockOutSubject: (time: string, date: string, employee: string, address: string) =>
    `Clock out at ${time} on ${date} by ${employee}, ${address}`,
  /** An item deleted since: named by its number. */
  exemptionGone: (id: string) => `Exemption ${id}`,
  clockGone: (id: string) => `Mobile clock ${id}`,
  overtimeSubject: (hours: string, date: string, employee: string) =>
    `Overtime of ${hours} h on ${date} by ${employee}`,
  overtimeGone: (id: string) => `Overtime ${id}`,
  allowanceClaimSubject: (title: string, amount: string, employee: string) =>
    `Allowance claim ${title} of ${amount} by ${employee}`,
  allowanceClaimGone: (id: string) => `Allowance claim ${id}`,
  loanRequestSubject: (loan_type: string, amount: string, employee: string) =>
    `Loan request ${loan_type} of ${amount} for ${employee}`,
  loanRequestGone: (id: string) => `Loan request ${id}`,
  benefitDeductionSubject: (type: string, amount: string, employee: string) =>
    `${type} of ${amount} for ${employee}`,
  benefitDeductionGone: (id: string) => `Benefit or deduction ${id}`,
  salaryPaymentSubject: (schedule: string, month: string, amount: string) =>
    `Salary payment ${schedule} for ${month} of ${amount}`,
  salaryPaymentGone: (id: string) => `Salary payment schedule ${id}`,
  improvementPlanSubject: (employee: string, review_date: string) =>
    `Performance improvement plan for ${employee}, review on ${review_date}`,
  improvementPlanGone: (id: string) => `Performance improvement plan ${id}`,
  jobRequestSubject: (title: string, headcount: string, employee: string) =>
    `Job request ${title} (${headcount}) by ${employee}`,
  jobRequestGone: (id: string) => `Job request ${id}`,
  reviewDueTitle: (subject: string) => `Review coming up: ${subject}`,
  reviewDueBody: (days: string) => `The review is in ${days} day(s).`,
  appraisalSubject: (group: string, period: string, due_date: string) =>
    `Appraisal ${group} (${period}), due on ${due_date}`,
  appraisalGone: (id: string) => `Appraisal ${id}`,
  appraisalOfSubject: (group: string, employee: string) => `Appraisal ${group} of ${employee}`,
  openedTitle: (subject: string) => `Now open for you: ${subject}`,
  openedBody: 'Rate every KPI of your scorecard and submit before the due date.',
  dueSoonTitle: (subject: string) => `Due soon: ${subject}`,
  dueSoonBody: (days: string) => `Your ratings are due in ${days} day(s) and are not submitted yet.`,
} as const;

export type NotificationTextKey = keyof typeof NOTIFICATION_TEXTS;

/** A reference to one of these texts with its values, as a notification's params hold it. */
export const notificationText = <const P extends TextParams>(
  key: NotificationTextKey,
  params?: P,
): { code: string; params?: P } => ({
  code: `notification_texts.${key}`,
  ...(params ? { params } : {}),
});
