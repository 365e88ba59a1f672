import { useQuery } from '@tanstack/react-query';
import { branchOptions, departmentOptions } from '../../../../platform/ui/assignment/option-lists.ts';

/** The report's place filters, in order: the search field, its title and its list of choices. */
export const PLACES = [
  ['department_ids', 'apprRep.departments', 'departments'],
  ['branch_ids', 'apprRep.branches', 'branches'],
] as const;

/** The departments and branches to choose from, by list, for the generate form and the results' filters. */
export function usePlaceChoices() {
  return { departments: useQuery(departmentOptions()), branches: useQuery(branchOptions()) };
}
