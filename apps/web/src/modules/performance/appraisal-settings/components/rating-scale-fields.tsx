import type { ReactElement } from 'react';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { APPRAISAL_MESSAGES as M } from '@clockroom/contracts';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { scalePoints } from './scorecard-form-values.ts';
import { TextField } from '../../../../platform/ui/form-fields/text-field.tsx';
import { NumberField } from '../../../../platform/ui/form-fields/number-field.tsx';

/** The rating scale: its lowest and highest points, and a label for each point between. */
export function RatingScaleFields({ disabled }: { disabled: boolean }): ReactElement {
  const { t } = useTranslation();
  const min = Form.useWatch(['rating_scale', 'min']) as unknown;
  const max = Form.useWatch(['rating_scale', 'max']) as unknown;
  const points = scalePoints(min, max);
  const bound = (name: 'min' | 'max', label: string) => (
    <NumberField
      name={['rating_scale', name]}
      label={label}
      required={M.scaleInvalid}
      percent
      wide
      testId={`scorecard-scale-${name}`}
      disabled={disabled}
    />
  );
  return (
    <Panel title={t('apprSet.ratingScale')} testId="scorecard-scale">
      <div className="cr-apprset-scale">
        {bound('min', t('apprSet.scaleMin'))}
        {bound('max', t('apprSet.scaleMax'))}
      </div>
      {points.length > 0 ? (
        <div className="cr-apprset-scale">
          {points.map((p) => (
            <TextField
              key={p}
              name={['rating_scale', 'labels', String(p)]}
              label={t('apprSet.pointLabel', { point: p })}
              testId={`scorecard-scale-label-${p}`}
              disabled={disabled}
            />
          ))}
        </div>
      ) : null}
    </Panel>
  );
}
