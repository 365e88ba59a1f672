import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../../platform/ui/panel.tsx';

export interface ProfileField {
  key: string;
  label: string;
  value: React.ReactNode;
}

/** One titled block of the profile; an empty value reads NA. */
export function ProfileSection({
  title,
  fields,
  testId,
}: {
  title: string;
  fields: ProfileField[];
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Panel title={title} testId={testId}>
      <Descriptions
        column={{ xs: 1, sm: 2, lg: 3 }}
        layout="vertical"
        colon={false}
        items={fields.map((f) => ({
          key: f.key,
          label: f.label,
          children:
            f.value === '' || f.value === null || f.value === undefined ? (
              <span className="cr-muted">{t('common.na')}</span>
            ) : (
              f.value
            ),
        }))}
      />
    </Panel>
  );
}
