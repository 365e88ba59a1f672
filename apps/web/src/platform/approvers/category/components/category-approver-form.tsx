import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { APPROVAL_TYPES, type CategoryApproverDetail } from '@clockroom/contracts';
import { useFormSave } from '../../../ui/use-form-save.ts';
import { ApproverPanelForm } from '../../components/approver-panel-form.tsx';
import { levelsPayload, type LevelRow } from '../../levels.ts';
import { refreshCategoryApprovers, saveCategoryApproverMutation } from '../api.ts';
import { useCategoryApproverScreens } from '../use-category-approver-screens.ts';
import {
  BASIS_LIST,
  CATEGORY_CHOICES,
  basisOf,
  needsBranch,
  storedMemberNames,
  type CategoryChoice,
} from '../category-basis.ts';
import { BranchSelect, MemberSelect } from './member-select.tsx';
import { SelectField } from '../../../ui/form-fields/select-field.tsx';

/** The values as submitted: the required rules have run, so the approval type is chosen. */
interface CategoryApproverFormValues {
  description: string;
  approval_types: (typeof APPROVAL_TYPES)[number];
  category_type?: CategoryChoice;
  employees: number[];
  grades: number[];
  departments: number[];
  branches: number[];
  branch_id?: number | null;
  no_approvals: number | null;
  approval_details: LevelRow[];
}

/** "approver_details.1.approver_person_id" → the form path of that level's picker. */
function levelPath(field: string): (string | number)[] | null {
  const [list, index, name] = field.split('.');
  const i = Number(index);
  if (list !== 'approver_details' || !Number.isInteger(i) || !name) return null;
  return ['approval_details', i, name.startsWith('alt') ? 'alt_approval_person_id' : 'approval_person_id'];
}

/**
 * A leave or exemption approver list (spec 2 §5 "Leave approver"): description, approval type, the
 * category with its list, the branch (required unless the basis is employees or branches, then sent as
 * 0), the number of approvals and one row a level. On edit the category is the one whose list is filled.
 */
export function CategoryApproverForm({ group }: { group?: CategoryApproverDetail }) {
  const { t } = useTranslation();
  const { screens, endpoints, messages: M, text } = useCategoryApproverScreens();
  const [form] = Form.useForm<CategoryApproverFormValues>();
  const save = useFormSave(form, {
    ...saveCategoryApproverMutation(endpoints, group?.id),
    refresh: (queryClient) => refreshCategoryApprovers(queryClient, endpoints),
    then: { to: screens.list },
    fieldErrors: {
      fields: [
        'description',
        'approval_types',
        'category_type',
        ...Object.keys(BASIS_LIST),
        'branch_id',
        'no_approvals',
      ],
      aliases: { approver_details: 'no_approvals' },
      nested: levelPath,
    },
  });
  const category = Form.useWatch('category_type', form) ?? (group ? basisOf(group) : undefined);
  const list = category ? BASIS_LIST[category] : null;

  const onFinish = (v: CategoryApproverFormValues) => {
    const basis = v.category_type ?? 'employees';
    const field = BASIS_LIST[basis].field;
    save.mutate({
      description: v.description,
      approval_types: v.approval_types,
      category_type: basis,
      employees: field === 'employees' ? v.employees : [],
      grades: field === 'grades' ? v.grades : [],
      departments: field === 'departments' ? v.departments : [],
      branches: field === 'branches' ? v.branches : [],
      branch_id: needsBranch(basis) ? (v.branch_id ?? 0) : 0,
      no_approvals: v.no_approvals,
      approver_details: levelsPayload(v.approval_details, group?.approvalLevels).map((l) => ({
        approver_person_id: l.approval_person_id,
        alt_approver_person_id: l.alt_approval_person_id,
      })),
    });
  };

  return (
    <ApproverPanelForm<CategoryApproverFormValues>
      name="category-approver"
      form={form}
      stored={group?.approvalLevels}
      initialValues={{
        description: group?.description ?? '',
        approval_types: group?.approval_types,
        category_type: group ? basisOf(group) : undefined,
        employees: group?.employees.map((e) => e.id) ?? [],
        grades: group?.employeeGrades.map((g) => g.id) ?? [],
        departments: group?.departments.map((d) => d.id) ?? [],
        branches: group?.branches.map((b) => b.id) ?? [],
        branch_id: group?.branch?.id ?? null,
      }}
      onFinish={onFinish}
      saving={save.isPending}
      cancel={{ to: screens.list }}
      saveLabel={t('categoryApprovers.saveApprover')}
      head={{
        name: 'description',
        label: t(text('group')),
        placeholder: t(text('groupPlaceholder')),
        testIds: { name: 'category-approver-description', type: 'category-approver-type' },
        typeLabel: t('categoryApprovers.approvalType'),
        messages: {
          nameRequired: M.descriptionRequired,
          nameTooLong: M.descriptionTooLong,
          typeRequired: M.typeRequired,
        },
      }}
      count={{
        name: 'no_approvals',
        label: t('categoryApprovers.countLabel'),
        extra: t('categoryApprovers.countHelp'),
        message: t(M.countRequired),
        testId: 'category-approver-count',
      }}
    >
      <SelectField
        name="category_type"
        label={t('categoryApprovers.categoryType')}
        required={M.categoryRequired}
        testId="category-approver-category"
        options={CATEGORY_CHOICES.map((c) => ({ value: c, label: t(`categoryApprovers.category.${c}`) }))}
      />
      {category && list ? (
        <Form.Item
          key={category}
          name={list.field}
          label={t(`categoryApprovers.${list.field}`)}
          rules={[{ required: true, type: 'array', min: 1, message: t(M[list.message]) }]}
        >
          <MemberSelect
            kind={list.field}
            names={storedMemberNames(group)}
            testId={`category-approver-${list.field}`}
          />
        </Form.Item>
      ) : null}
      {category && needsBranch(category) ? (
        <Form.Item
          name="branch_id"
          label={t('categoryApprovers.branch')}
          extra={t('categoryApprovers.branchHelp')}
          rules={[{ required: true, message: t(M.branchRequired) }]}
        >
          <BranchSelect testId="category-approver-branch" fallbackName={group?.branch?.station_name} />
        </Form.Item>
      ) : null}
    </ApproverPanelForm>
  );
}
