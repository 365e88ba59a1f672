import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { REQUISITION_MESSAGES as M } from '@clockroom/contracts';
import { branchOptions, departmentOptions } from '../../../../platform/ui/assignment/option-lists.ts';
import { FieldFactsProvider } from '../../../../platform/ui/form-fields/field-facts.ts';
import { NoteField } from '../../../../platform/ui/form-fields/note-field.tsx';
import { NumberField } from '../../../../platform/ui/form-fields/number-field.tsx';
import { SelectField } from '../../../../platform/ui/form-fields/select-field.tsx';
import { designationOptions } from '../api.ts';
import { NairaRangeFields } from '../../components/naira-range-fields.tsx';
import { useRecruitChoices } from '../../components/recruit-bits.tsx';
import '../i18n.ts';

/**
 * The fields a talent request and a requisition template share: where the role sits, how many, the
 * kind of employment, the budget range in naira a month and why. `required` marks the request's
 * own required fields (a template leaves every one open).
 */
export function RequestFields({ required, testId }: { required: boolean; testId: string }) {
  const { t } = useTranslation();
  const choices = useRecruitChoices();
  const departments = useQuery(departmentOptions());
  const branches = useQuery(branchOptions());
  const designations = useQuery(designationOptions());
  // Selects and numbers hold numbers: a plain required rule (requiredRule checks text).
  const must = (message: string) => (required ? [{ required: true, message: t(message) }] : []);
  // The form's stem for test ids (`job-request`, `template`), the requests' words for labels in both.
  return (
    <FieldFactsProvider facts={{ labels: 'jobRequest', testIds: testId }}>
      <div className="cr-recruit-grid">
        <SelectField
          name="department_id"
          rules={must(M.departmentRequired)}
          allowClear={!required}
          search
          query={departments}
          placeholder={required ? undefined : t('template.any')}
          testId={`${testId}-department`}
        />
        <SelectField
          name="designation_id"
          allowClear
          search
          query={designations}
          testId={`${testId}-designation`}
        />
        {required ? (
          <SelectField
            name="branch_id"
            rules={must(M.branchRequired)}
            search
            query={branches}
            testId={`${testId}-branch`}
          />
        ) : null}
        <NumberField
          name="headcount"
          rules={must(M.headcountInvalid)}
          min={1}
          max={1000}
          precision={0}
          wide
        />
        <SelectField
          name="employment_type"
          rules={must(M.employmentTypeInvalid)}
          allowClear={!required}
          options={choices.types}
          placeholder={required ? undefined : t('template.any')}
          testId={`${testId}-type`}
        />
        <NairaRangeFields names={['budget_min', 'budget_max']} message={M.budgetInvalid} />
      </div>
      <NoteField name="justification" rows={3} maxLength={2000} />
    </FieldFactsProvider>
  );
}
