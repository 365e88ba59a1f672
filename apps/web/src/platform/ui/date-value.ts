import dayjs, { type Dayjs } from 'dayjs';
import type { FormRule } from 'antd';
import { DATE_DISPLAY_FORMAT, DATE_VALUE_FORMAT } from '@clockroom/contracts';

/**
 * Form.Item props for a DatePicker whose form value is the API's yyyy-MM-dd string, so form values
 * equal the payload (ARCHITECTURE §5: dates sent yyyy-MM-dd).
 */
export const dateValueItemProps = {
  getValueProps: (v: string | null | undefined) => ({ value: v ? dayjs(v) : null }),
  normalize: (d: Dayjs | null) => (d ? d.format(DATE_VALUE_FORMAT) : null),
};

/** DatePicker props: shown dd-MM-yyyy (ARCHITECTURE §5), as wide as its column. */
export const datePickerProps = { format: DATE_DISPLAY_FORMAT, style: { width: '100%' } };

/** No day after today (a birth date): the calendar greys later days, and the rule refuses them. */
export const notAfterToday = {
  disabledDate: (d: Dayjs) => d.isAfter(dayjs(), 'day'),
  rule: (message: string): FormRule => ({
    validator: async (_rule, v: string | null | undefined) => {
      if (v && v > dayjs().format(DATE_VALUE_FORMAT)) throw new Error(message);
    },
  }),
};
