import { decisionMessagesFrom } from '../platform/approval-decisions.ts';
/**
 * Exemption requests (spec 2 §3 "Exemption request", §4, §7 "Exemptions"): an employee is excused
 * from attendance on one date, for a reason, once the request is approved through the exemption
 * approver group (ADR 22; with no group it is approved at once). The spec shows no messages for the
 * form; these are written to read like its leave ones.
 */
export const EXEMPTION_MESSAGES = {
  listed: 'Exemption requests fetched successfully',
  loaded: 'Exemption request fetched successfully',
  created: 'Exemption request created successfully',
  updated: 'Exemption request updated successfully',
  deleted: 'Exemption requests deleted successfully',
  approved: 'Exemption requests approved successfully',
  rejected: 'Exemption requests rejected successfully',
  notFound: 'Exemption request not found',
  employeeRequired: 'Please input employee name',
  dateRequired: 'Please select date',
  reasonRequired: 'Please input exemption reason',
  reasonTooLong: 'Kindly keep the exemption reason under 1000 characters',
  duplicate: 'An exemption request for this employee on this date already exists',
  notPending: 'Only a pending exemption request can be edited',
  idsRequired: 'Please select at least one exemption request',
  statusInvalid: 'Please select a valid status',
  dateRangeInvalid: 'The start date must not be after the end date',
  rejectReasonRequired: 'Please input a reason for the rejection',
  rejectReasonTooLong: 'Kindly keep the reason under 1000 characters',
  noneDecided: 'No exemption request was approved or rejected',
  refusedNotPending: 'This exemption request has already been approved or rejected',
  refusedOwn: 'You cannot approve or reject your own exemption request',
  refusedNotWaiting: 'This exemption request is not waiting on your approval',
  endpointInvalid: 'Exemption requests can only be approved or rejected',
} as const;

export const EXEMPTION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ExemptionStatus = (typeof EXEMPTION_STATUSES)[number];

/** The exemption words of a decision (ADR 31). */
export const EXEMPTION_DECISION_MESSAGES = decisionMessagesFrom(EXEMPTION_MESSAGES, {
  reasonRequired: 'rejectReasonRequired',
  reasonTooLong: 'rejectReasonTooLong',
});
