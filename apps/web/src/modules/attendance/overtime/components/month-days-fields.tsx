import { Button, Form, InputNumber } from 'antd';
import { CalendarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { OVERTIME_SETTINGS_MESSAGES as M, monthMaxDays } from '@clockroom/contracts';
import { MONTH_IDS, daysFit, weekdaysOf } from '../month-days.ts';

/** A field with no input of its own: the value lives in the twelve months. */
function ErrorSlot(_props: { value?: unknown; onChange?: unknown }) {
  return null;
}

/**
 * The twelve months' working days (spec 3 §5): each 0 to the month's length (February 29), and at
 * least one month set, else 'Please set monthly workdays' under the grid. A button fills the
 * weekdays (Monday to Friday) of the current year, to adjust from.
 */
export function MonthDaysFields() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const year = new Date().getFullYear();
  return (
    <section className="cr-overtime-months-block" aria-labelledby="work-rate-months-title">
      <div className="cr-overtime-months-head">
        <div>
          <div id="work-rate-months-title" className="cr-overtime-label">
            {t('workRate.months')}
          </div>
          <div className="cr-muted cr-small">{t('workRate.monthsHint')}</div>
        </div>
        <Button
          icon={<CalendarOutlined />}
          data-testid="work-rate-fill-weekdays"
          onClick={() => {
            form.setFieldValue('months', weekdaysOf(year));
            void form.validateFields(['monthly_workdays']).catch(() => undefined);
          }}
        >
          {t('workRate.fillWeekdays', { year })}
        </Button>
      </div>
      <div className="cr-overtime-months" data-testid="work-rate-months">
        {MONTH_IDS.map((month, i) => {
          const max = monthMaxDays(month);
          return (
            <Form.Item
              key={month}
              name={['months', i]}
              label={t(`overtime.month.${month}`)}
              rules={[
                {
                  validator: async (_r, value: unknown) => {
                    if (!daysFit(month, value))
                      throw new Error(t('overtime_settings.monthDaysInvalid', { max }));
                  },
                },
              ]}
            >
              {/* No max: a day count past the month's length is told, not silently cut. */}
              <InputNumber
                min={0}
                precision={0}
                inputMode="numeric"
                data-testid={`work-rate-month-${month}`}
              />
            </Form.Item>
          );
        })}
      </div>
      {/* Where 'Please set monthly workdays' shows, the form's check's and the server's alike. */}
      <Form.Item
        name="monthly_workdays"
        className="cr-overtime-months-total"
        dependencies={MONTH_IDS.map((_m, i) => ['months', i])}
        rules={[
          ({ getFieldValue }) => ({
            validator: async () => {
              const months = (getFieldValue('months') ?? []) as (number | null)[];
              if (!months.some((d) => typeof d === 'number' && d > 0))
                throw new Error(t(M.monthlyWorkdaysRequired));
            },
          }),
        ]}
      >
        <ErrorSlot />
      </Form.Item>
    </section>
  );
}
