/**
 * The package readers other payroll resources use (the run, the variance): module-boundaries.mjs
 * keeps a resource's repository its own, so they import them from here (interfaces.md "C owns").
 */
export { loadPackageRules, packagesInForce, type PackageRules } from './package-rules.repository.ts';
export { packageAmountsOf, type EmployeeDay, type PackageAmountsOn } from './package-amounts.ts';
