import { useState } from 'react';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CANTEEN_MESSAGES as M,
  mealShares,
  nairaToKobo,
  koboText,
  type MealPlan,
} from '@clockroom/contracts';
import { AmountField } from '../../../platform/ui/form-fields/amount-field.tsx';
import { NoteField } from '../../../platform/ui/form-fields/note-field.tsx';
import { SwitchField } from '../../../platform/ui/form-fields/switch-field.tsx';
import { TextField } from '../../../platform/ui/form-fields/text-field.tsx';
import { NumberField } from '../../../platform/ui/form-fields/number-field.tsx';
import { PanelForm } from '../../../platform/ui/panel-form.tsx';
import { useFormSave } from '../../../platform/ui/use-form-save.ts';
import { EmployeeAssignment } from '../../../platform/ui/assignment/employee-assignment.tsx';
import { startAssignment, type Assignment } from '../../../platform/ui/assignment/assignment-state.ts';
import { startingValues } from '../../../platform/ui/starting-values.ts';
import { canteenScreens } from '../canteen.routes.tsx';
import { refreshCanteen, savePlanMutation } from '../api.ts';
import { useNaira } from './money.ts';

interface Values {
  name: string;
  description: string;
  price: string;
  company_share_percent: number | null;
  meals_per_day: number | null;
  active: boolean;
}

const FIELDS = [
  'name',
  'description',
  'price',
  'company_share_percent',
  'meals_per_day',
  'active',
  'employee_ids',
];
const { paths } = canteenScreens;

/** What one meal costs each side, as the server will compute it (shares.ts), while typing. */
function SplitHint({ price, percent }: { price: string | undefined; percent: number | null | undefined }) {
  const { t } = useTranslation();
  const naira = useNaira();
  const kobo = nairaToKobo(price ?? '');
  if (kobo === undefined || percent === null || percent === undefined || percent < 0 || percent > 100)
    return null;
  const s = mealShares(kobo, percent);
  return (
    <span data-testid="meal-plan-split">
      {t('canteen.split', {
        employee: naira(koboText(s.employeeKobo)),
        company: naira(koboText(s.companyKobo)),
      })}
    </span>
  );
}

/** Create or edit a meal plan with its members (the platform's assignment widget; ADR 55). */
export function MealPlanForm({ record }: { record?: MealPlan }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const price = Form.useWatch('price', form);
  const percent = Form.useWatch('company_share_percent', form);
  const [members, setMembers] = useState<Assignment>(() =>
    startAssignment((record?.employees ?? []).map((e) => ({ ...e, id: e.employee_id }))),
  );
  const save = useFormSave(form, {
    ...savePlanMutation(record?.id),
    refresh: refreshCanteen,
    then: () => paths.plans,
    fieldErrors: { fields: FIELDS },
  });
  const submit = (v: Values) =>
    save.mutate({
      ...v,
      company_share_percent: v.company_share_percent ?? '',
      meals_per_day: v.meals_per_day ?? '',
      employee_ids: members.assigned.map((p) => p.id),
    });
  return (
    <PanelForm<Values>
      name="meal-plan"
      form={form}
      facts={{ labels: 'canteen', testIds: 'meal-plan' }}
      initialValues={startingValues(record, {
        name: '',
        description: '',
        price: '',
        company_share_percent: 0,
        meals_per_day: 1,
        active: true,
      })}
      onFinish={submit}
      saving={save.isPending}
      cancel={paths.plans}
      saveLabel={t('canteen.savePlan')}
    >
      <TextField name="name" required={M.nameRequired} />
      <NoteField name="description" />
      <AmountField name="price" label={t('canteen.priceNaira')} required={M.priceRequired} />
      <NumberField
        name="company_share_percent"
        label={t('canteen.sharePercent')}
        extra={
          <>
            {t('canteen.sharePercentHint')} <SplitHint price={price} percent={percent} />
          </>
        }
        required={M.sharePercentInvalid}
        percent
        precision={2}
        inputClassName="cr-canteen-number"
        testId="meal-plan-share"
      />
      <NumberField
        name="meals_per_day"
        extra={t('canteen.mealsPerDayHint')}
        min={1}
        max={10}
        precision={0}
        inputClassName="cr-canteen-number"
        testId="meal-plan-per-day"
      />
      <SwitchField name="active" extra={t('canteen.activeHint')} />
      <Form.Item
        label={t('canteen.members')}
        extra={t('canteen.membersHint')}
        name="employee_ids"
        validateStatus=""
      >
        <EmployeeAssignment value={members} onChange={setMembers} testId="meal-plan-members" />
      </Form.Item>
    </PanelForm>
  );
}
