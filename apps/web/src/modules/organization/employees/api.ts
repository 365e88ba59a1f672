import { queryOptions } from '@tanstack/react-query';
import type { ListPage, PermissionSlug } from '@clockroom/contracts';
import { api } from '../../../platform/api/client.ts';
import type { NamedValue } from './employee-fields.ts';

export interface EmployeeProfile {
  id: number;
  first_name: string;
  last_name: string;
  name?: string | null;
  email?: string | null;
  pin?: string | number | null;
  custom_employee_id?: string | null;
  picture?: string | null;
  salutation?: string | null;
  gender?: string | null;
  date_of_birth?: string | null;
  marital_status?: string | null;
  nationality?: string | null;
  religion?: string | null;
  blood_group?: string | null;
  genotype?: string | null;
  mobile_number?: string | null;
  address?: string | null;
  city?: NamedValue;
  state?: NamedValue;
  country?: NamedValue;
  branch?: { id: number; station_name: string } | null;
  department?: { id: number; department_name: string } | null;
  team?: { id: number; team_name: string } | null;
  appointment_date?: string | null;
  employee_type?: NamedValue;
  employee_grade?: NamedValue;
  employee_category?: NamedValue;
  employee_designation?: NamedValue;
  status?: number | string | null;
  // The admin record (GET /organization/employees/{id}) carries these too.
  mobile_number2?: string | null;
  local_government?: string | null;
  country_id?: number | null;
  state_id?: number | null;
  city_id?: number | null;
  branch_id?: number | null;
  department_id?: number | null;
  team_id?: number | null;
  employee_type_id?: number | null;
  employee_grade_id?: number | null;
  employee_category_id?: number | null;
  employee_designation_id?: number | null;
  bank_id?: number | null;
  bank?: { id: number; bank_name: string } | null;
  account_number?: string | null;
  account_name?: string | null;
  bank_branch?: string | null;
  pension_fund_administrator?: string | null;
  rsa_pin?: string | null;
  tax_id?: string | null;
  tax_location?: string | null;
  show_in_organogram?: boolean;
  login_access?: boolean;
  has_user?: boolean;
  is_owner?: boolean;
  archived?: boolean;
  roles?: { id: number; name: string }[];
  // The day-one record (platform issue §10).
  nin?: string | null;
  probation_end_date?: string | null;
  confirmation_date?: string | null;
  exit_date?: string | null;
  exit_reason?: string | null;
  next_of_kin_name?: string | null;
  next_of_kin_relationship?: string | null;
  next_of_kin_phone?: string | null;
  next_of_kin_address?: string | null;
  emergency_contact_name?: string | null;
  emergency_contact_relationship?: string | null;
  emergency_contact_phone?: string | null;
}

export interface EmployeeSearchHit {
  id: number;
  name: string;
  pin?: string | number | null;
  picture?: string | null;
  department?: NamedValue;
  branch?: NamedValue;
}

export const employeeQuery = (id: string) =>
  queryOptions({
    queryKey: ['organization', 'employees', 'detail', id],
    queryFn: ({ signal }) =>
      api.get<EmployeeProfile>(`/organization/employees/${encodeURIComponent(id)}`, undefined, signal),
    retry: false,
  });

/** The server answers the global search only with this permission (and a premium account). */
export const EMPLOYEE_SEARCH_PERMISSION = 'view employees' satisfies PermissionSlug;

/** The header's global search: runs only with text (spec 1 §5); its failures are ignored (spec 2 §8). */
export const employeeSearchQuery = (query: string) =>
  queryOptions({
    queryKey: ['organization', 'employees', 'search', query],
    queryFn: ({ signal }) =>
      api.get<ListPage<EmployeeSearchHit>>(
        '/organization/employees/search',
        { query, page: 1, per_page: 10 },
        signal,
      ),
    enabled: query.trim() !== '',
    staleTime: 60_000,
    retry: false,
  });
