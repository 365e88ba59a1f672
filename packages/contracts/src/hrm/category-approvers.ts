/**
 * The category approver shapes moved to the platform kit (platform/category-approvers.ts) once loans
 * used them too (issue 20, ADR 51); this keeps the contracts index's export of them in place.
 */
export * from '../platform/category-approvers.ts';
