import { Button, Form } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { nairaToKobo } from '@clockroom/contracts';
import { FilteredInput } from '../../../../platform/ui/filtered-input.tsx';
import { useFigureText } from '../../packages/money-text.ts';

export interface BandRow {
  up_to?: string;
  rate?: string;
}

/** Where band i starts: the upper limit of the band before it (₦0 for the first); … while it is being typed. */
function startOf(rows: readonly BandRow[], i: number, naira: (v: string) => string): string {
  const previous = i === 0 ? '0' : (rows[i - 1]?.up_to ?? '');
  return nairaToKobo(previous) === undefined ? '…' : naira(previous);
}

/**
 * The annual bands as a table of rows (ADR 43): each row its start (the row above's limit), its upper
 * limit and its rate; the last row has no limit, it taxes the rest. A new band goes in before the last.
 */
export function BandRows() {
  const { t } = useTranslation();
  const figures = useFigureText();
  const form = Form.useFormInstance();
  const rows = (Form.useWatch('bands', form) as BandRow[] | undefined) ?? [];
  return (
    <fieldset className="cr-statutory-bands" data-testid="statutory-bands">
      <legend className="cr-statutory-legend">{t('statutory.bands')}</legend>
      <p className="cr-statutory-hint">{t('statutory.bandsHint')}</p>
      <div className="cr-statutory-band-head" aria-hidden>
        <span>{t('statutory.bandFrom')}</span>
        <span>{t('statutory.bandUpTo')}</span>
        <span>{t('statutory.bandRate')}</span>
        <span />
      </div>
      <Form.List name="bands">
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.map((field, i) => {
              const last = i === fields.length - 1;
              const n = String(i + 1);
              return (
                <div className="cr-statutory-band" key={field.key} data-testid={`statutory-band-${i}`}>
                  <span className="cr-statutory-band-from">
                    <span className="cr-statutory-band-caption">{t('statutory.bandRow', { n })} · </span>
                    {startOf(rows, i, figures.naira)}
                  </span>
                  {last ? (
                    <span className="cr-statutory-band-rest">{t('statutory.bandRest')}</span>
                  ) : (
                    <Form.Item name={[field.name, 'up_to']} className="cr-statutory-band-cell">
                      <FilteredInput
                        filter="decimal"
                        maxLength={15}
                        aria-label={`${t('statutory.bandRow', { n })}: ${t('statutory.bandUpTo')}`}
                        data-testid={`statutory-band-up-to-${i}`}
                      />
                    </Form.Item>
                  )}
                  <Form.Item name={[field.name, 'rate']} className="cr-statutory-band-cell">
                    <FilteredInput
                      filter="decimal"
                      maxLength={8}
                      aria-label={`${t('statutory.bandRow', { n })}: ${t('statutory.bandRate')}`}
                      data-testid={`statutory-band-rate-${i}`}
                    />
                  </Form.Item>
                  <Button
                    type="text"
                    icon={<DeleteOutlined />}
                    disabled={fields.length === 1}
                    onClick={() => remove(field.name)}
                    aria-label={t('statutory.removeBand', { n })}
                    data-testid={`statutory-band-remove-${i}`}
                  />
                </div>
              );
            })}
            <Form.ErrorList errors={errors} />
            <Button
              icon={<PlusOutlined />}
              onClick={() => add({ up_to: '', rate: '' }, Math.max(fields.length - 1, 0))}
              data-testid="statutory-band-add"
            >
              {t('statutory.addBand')}
            </Button>
          </>
        )}
      </Form.List>
    </fieldset>
  );
}
