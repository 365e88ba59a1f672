import { Button, Form, Select, Skeleton } from 'antd';
import { FileSearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { PAYSLIP_MESSAGES as M } from '@clockroom/contracts';
import { AppForm } from '../../../../platform/ui/app-form.tsx';
import { SelectField } from '../../../../platform/ui/form-fields/select-field.tsx';
import { myPayslipsQuery } from '../api.ts';
import { monthLabel, yearOptions, type MonthYear } from '../payslip-format.ts';

interface Values {
  month?: number;
  year?: number;
}

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/**
 * The month and year of a payslip (spec 2: the payslip tab asks for both). Opens on the latest
 * payslip's month when there is one, else this month; the years offered are those with payslips
 * and this one. Both are selects: typed into and chosen from the keyboard, and narrow on a phone.
 */
export function MonthYearForm({ onOpen, testId }: { onOpen: (asked: MonthYear) => void; testId: string }) {
  const { t } = useTranslation();
  const list = useQuery(myPayslipsQuery());
  const latest = list.data?.results[0];
  const now = dayjs();
  const initial: Values = latest
    ? { month: latest.month, year: latest.year }
    : { month: now.month() + 1, year: now.year() };
  if (list.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  return (
    <AppForm<Values>
      initialValues={initial}
      onFinish={(v) => {
        if (v.month && v.year) onOpen({ month: v.month, year: v.year });
      }}
      data-testid={testId}
    >
      <div className="cr-payslip-form">
        <SelectField
          name="month"
          label={t('payslip.month')}
          required={M.monthRequired}
          search
          options={MONTHS.map((m) => ({ value: m, label: monthLabel(m) }))}
          testId={`${testId}-month`}
        />
        <Form.Item
          name="year"
          label={t('payslip.year')}
          rules={[{ required: true, message: t(M.yearRequired) }]}
        >
          <Select
            showSearch
            options={yearOptions(list.data?.years ?? []).map((y) => ({ value: y, label: String(y) }))}
            data-testid={`${testId}-year`}
          />
        </Form.Item>
      </div>
      <Button type="primary" htmlType="submit" icon={<FileSearchOutlined />} data-testid={`${testId}-submit`}>
        {t('payslip.open')}
      </Button>
    </AppForm>
  );
}
