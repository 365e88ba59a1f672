import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAY_PACKAGE_MESSAGES as M, type PayBreakdown, type PayPackageDetail } from '@clockroom/contracts';
import { AmountField } from '../../../../platform/ui/form-fields/amount-field.tsx';
import { TextField } from '../../../../platform/ui/form-fields/text-field.tsx';
import { PageError } from '../../../../platform/ui/page-error.tsx';
import { PageLoading } from '../../../../platform/ui/page-loading.tsx';
import { PanelForm } from '../../../../platform/ui/panel-form.tsx';
import { useFormSave } from '../../../../platform/ui/use-form-save.ts';
import { startingValues } from '../../../../platform/ui/starting-values.ts';
import { allPayBreakdownsQuery } from '../../breakdowns/api.ts';
import { refreshPayPackages, savePayPackageMutation } from '../api.ts';
import { adminPackageScreens } from '../packages.routes.tsx';
import { PackageItemsFields, type ItemValues } from './package-items-fields.tsx';

interface Values {
  package_name: string;
  description?: string;
  monthly_salary: string;
  items: Record<string, ItemValues>;
}

const FIELDS = ['package_name', 'description', 'monthly_salary', 'pay_breakdowns'];
const { paths } = adminPackageScreens;

/** Each item ticked (a new package pays every item) with the package's override, if any. */
function startItems(items: readonly PayBreakdown[], record?: PayPackageDetail): Record<string, ItemValues> {
  const chosen = new Map(record?.pay_breakdowns.map((i) => [i.pay_breakdown_id, i.amount]));
  return Object.fromEntries(
    items.map((item) => [
      String(item.id),
      { included: record ? chosen.has(item.id) : true, amount: chosen.get(item.id) ?? undefined },
    ]),
  );
}

/**
 * Create or edit a pay package (issue 19 "Pay package"): its name, description and monthly salary,
 * then the pay breakdown items it pays, each showing its own rule with an optional amount that
 * overrides it for this package. The server's messages show on their fields, an item's on its amount.
 */
export function PayPackageForm({ record }: { record?: PayPackageDetail }) {
  const items = useQuery(allPayBreakdownsQuery());
  if (items.isPending) return <PageLoading />;
  if (items.isError) return <PageError error={items.error} onRetry={() => void items.refetch()} />;
  return <LoadedForm items={items.data} record={record} />;
}

function LoadedForm({ items, record }: { items: PayBreakdown[]; record?: PayPackageDetail }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  // The items sent, in order: a server message on pay_breakdowns.<i>.amount names the i-th of them.
  const sent = useRef<number[]>([]);
  const save = useFormSave(form, {
    ...savePayPackageMutation(record?.id),
    refresh: refreshPayPackages,
    then: (answer) => paths.view(answer.data.id),
    fieldErrors: {
      fields: FIELDS,
      nested: (field) => {
        const m = /^pay_breakdowns\.(\d+)\.(amount|pay_breakdown_id)$/.exec(field);
        const id = m ? sent.current[Number(m[1])] : undefined;
        return id === undefined ? null : ['items', String(id), 'amount'];
      },
    },
  });

  const submit = (v: Values) => {
    const chosen = items.filter((item) => v.items[String(item.id)]?.included);
    sent.current = chosen.map((item) => item.id);
    save.mutate({
      package_name: v.package_name,
      description: v.description ?? '',
      monthly_salary: v.monthly_salary,
      pay_breakdowns: chosen.map((item) => {
        const amount = v.items[String(item.id)]?.amount?.trim();
        return amount ? { pay_breakdown_id: item.id, amount } : { pay_breakdown_id: item.id };
      }),
    });
  };

  return (
    <PanelForm<Values>
      className="cr-pay-package-form"
      name="pay-package"
      form={form}
      initialValues={{
        ...startingValues(record, {
          package_name: '',
          description: '',
          monthly_salary: '',
        }),
        items: startItems(items, record),
      }}
      onFinish={submit}
      saving={save.isPending}
      cancel={record ? paths.view(record.id) : paths.all}
      saveLabel={t('payPackage.save')}
    >
      <TextField
        name="package_name"
        label={t('payPackage.name')}
        required={M.nameRequired}
        testId="pay-package-name"
      />
      <Form.Item name="description" label={t('payPackage.description')}>
        <Input.TextArea
          maxLength={1000}
          autoSize={{ minRows: 2, maxRows: 5 }}
          data-testid="pay-package-description"
        />
      </Form.Item>
      <AmountField
        name="monthly_salary"
        label={t('payPackage.monthlySalaryInput')}
        extra={t('payPackage.salaryHint')}
        required={M.monthlySalaryRequired}
        testId="pay-package-salary"
      />
      <PackageItemsFields items={items} />
      {record ? (
        <Alert className="cr-pay-package-note" type="info" showIcon title={t('payPackage.openMonthsNote')} />
      ) : null}
    </PanelForm>
  );
}
