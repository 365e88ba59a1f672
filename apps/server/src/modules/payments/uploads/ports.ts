/**
 * What salary payments use of the payment options, the bank-file writers and the wallet (issue 21;
 * ADR 59), in one place so the rest of the area reads them by name.
 */
export { findPaymentOption } from '../options/index.ts';
export { writeBankFile } from '../bank-files/index.ts';
export { getPaymentSettings, registerPayoutListener, startPayout, type PayoutLine } from '../wallet/index.ts';
