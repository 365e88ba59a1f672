import { decisionMessagesFrom } from '../platform/approval-decisions.ts';
/**
 * Mobile clocks (spec 3 §2, §3 "Mobile clock log", §4, §7; ADR 28): employees clock in and out from a
 * phone or browser; inside an assigned location's fence the clock is approved at once, outside it
 * waits for the mobile-clock approvers. The spec shows no messages for these screens; these read like
 * its other attendance and approval ones. Kept apart from the schemas so lists load no Zod.
 */
export const MOBILE_CLOCK_MESSAGES = {
  // Locations
  locationsListed: 'Mobile clock locations fetched successfully',
  locationLoaded: 'Mobile clock location fetched successfully',
  locationCreated: 'Mobile clock location created successfully',
  locationUpdated: 'Mobile clock location updated successfully',
  locationDeleted: 'Mobile clock location deleted successfully',
  locationNotFound: 'Mobile clock location not found',
  nameRequired: 'Please input location name',
  nameTooLong: 'Kindly keep the location name under 150 characters',
  nameTaken: 'A location with this name already exists',
  addressTooLong: 'Kindly keep the address under 500 characters',
  latitudeRequired: 'Please input a latitude between -90 and 90',
  longitudeRequired: 'Please input a longitude between -180 and 180',
  radiusRequired: 'Please input a radius between 1 and 100000 metres',
  branchInvalid: 'Please select a valid branch',
  idRequired: 'Please select a location',
  employeesAssigned: 'Employees assigned successfully',
  selectionRequired: 'Kindly select or deselect employees',
  categoryRequired: 'Please select category type',
  idsInvalid: 'Please select valid employees',
  // Clocks
  clockedIn: 'You clocked in successfully',
  clockedOut: 'You clocked out successfully',
  clockPending: 'Your clock was sent for approval: you are outside your clock locations',
  clockRejected:
    'Your clock was not accepted: you are outside your clock locations and no approver is set up for mobile clocks',
  clockTypeRequired: 'Please select clock in or clock out',
  positionRequired:
    'We could not read your location. Allow location access for this site, turn on location services and try again.',
  positionInvalid: 'We could not read your location: the position your device gave is not valid',
  notEnabled: 'Mobile clocking is not set up for you. Ask HR to assign you a clock location.',
  logsListed: 'Mobile clock logs fetched successfully',
  todayLoaded: 'Mobile clock status fetched successfully',
  statusInvalid: 'Please select a valid status',
  dateInvalid: 'Please select a valid date',
  // Decisions
  approved: 'Mobile clocks approved successfully',
  rejected: 'Mobile clocks rejected successfully',
  clockNotFound: 'Mobile clock not found',
  idsRequired: 'Please select at least one mobile clock',
  rejectReasonRequired: 'Please input a reason for the rejection',
  rejectReasonTooLong: 'Kindly keep the reason under 1000 characters',
  noneDecided: 'No mobile clock was approved or rejected',
  refusedNotPending: 'This mobile clock has already been approved or rejected',
  refusedOwn: 'You cannot approve or reject your own mobile clock',
  refusedNotWaiting: 'This mobile clock is not waiting on your approval',
} as const;

export const MOBILE_CLOCK_TYPES = ['clock_in', 'clock_out'] as const;
export type MobileClockType = (typeof MOBILE_CLOCK_TYPES)[number];

/**
 * Spec 3 §4: pending, approved, rejected; the log filters also offer processing, which here means
 * "approved at some levels of a multi-level chain, waiting on the next" (ADR 28).
 */
export const MOBILE_CLOCK_STATUSES = ['pending', 'processing', 'approved', 'rejected'] as const;
export type MobileClockStatus = (typeof MOBILE_CLOCK_STATUSES)[number];

export const MOBILE_CLOCK_DECISIONS = ['approve', 'reject'] as const;
export type MobileClockDecision = (typeof MOBILE_CLOCK_DECISIONS)[number];

/** The radius a new location starts with in the form, in metres. */
export const DEFAULT_FENCE_RADIUS = 100;

/** The mobile-clock words of a decision (ADR 31). */
export const MOBILE_CLOCK_DECISION_MESSAGES = decisionMessagesFrom(MOBILE_CLOCK_MESSAGES, {
  reasonRequired: 'rejectReasonRequired',
  reasonTooLong: 'rejectReasonTooLong',
  notFound: 'clockNotFound',
});
