import './i18n-messages.ts';

/** The area's texts, loaded with its pages: the audit trail, payment history and batch groups. */
export { auditTrailTexts } from './i18n-audit.ts';
export { auditDescriptionTexts, auditFieldTexts } from './i18n-audit-fields.ts';
export { historyUploadTexts } from './i18n-history.ts';
export { batchGroupTexts } from './i18n-batch.ts';
export { payrollAdminMessageTexts } from './i18n-messages.ts';
