import type { IsolationCase } from './isolation.ts';
import { employeeIsolationCases } from '../modules/organization/employees/employees.isolation.ts';

export const ISOLATION_CASES: IsolationCase[] = [...employeeIsolationCases];
