/**
 * Bank files (issue 21, ADR 58): what payment uploads (helper C's area) call to write an approved
 * schedule paid by a bank file option. Other modules import this file only.
 */
export { writeBankFile, type BankFile, type BankFileFormat, type BankFileLine } from './bank-file-writers.ts';
