/**
 * Texts of leave types (spec 2 §5 "Leave type" for the rules' words, trailing spaces included). The
 * web app uses them as i18n keys; they live apart from the schemas so a screen showing them does not
 * download Zod.
 */
export const LEAVE_TYPE_MESSAGES = {
  listed: 'Leave types fetched successfully',
  loaded: 'Leave type fetched successfully',
  created: 'Leave type created successfully',
  updated: 'Leave type updated successfully',
  deleted: 'Leave type deleted successfully',
  notFound: 'Leave type not found',
  eligibleListed: 'Leave types fetched successfully',
  nameRequired: 'Please input leave type name',
  nameTooLong: 'Kindly keep the leave type name under 150 characters',
  nameTaken: 'A leave type with this name already exists',
  daysRequired: 'Please input leave duration',
  daysInvalid: 'Leave duration must be a whole number of days from 1 to 366',
  weekendInvalid: 'Weekend days can only be Saturday and Sunday',
  periodInvalid: 'Leave period can only be Day',
  genderRequired: 'Please select gender',
  branchRequired: 'Please select branch',
  departmentsRequired: 'Please select department ',
  gradesRequired: 'Please select grade ',
  employeesRequired: 'Please select employee ',
  categoryRequired: 'Please select category type ',
  noteTooLong: 'Kindly keep the note under 1000 characters',
  inUse: 'This leave type has leave requests, so it cannot be deleted',
  employeeRequired: 'Please select an employee',
  employeeNotFound: 'Employee not found',
} as const;
