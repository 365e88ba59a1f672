/**
 * What other modules use of salary payments (issue 21): the confirm screen's upload of a confirmed
 * month (ADR 59). Each area adds its own line.
 */
export { UploadForPayment } from './uploads/components/upload-for-payment.tsx';
