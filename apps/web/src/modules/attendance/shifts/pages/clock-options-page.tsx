import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { FunctionKeySwitch } from '../components/function-key-switch.tsx';
import '../shifts.css';
import '../i18n.ts';

/** The ATTLOG Status values a ZKTeco clock sends (ZKTECO-PUSH.md). */
const KEYS = [0, 1, 2, 3, 4, 5, 255] as const;

/** /admin/attendance/workshift/settings/clock-options: the device's function keys and whether they count. */
export default function ClockOptionsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        back
        title={t('shiftSettings.clockOptions')}
        subtitle={t('shiftSettings.clockOptionsHelp')}
      />
      <Panel testId="clock-options">
        <FunctionKeySwitch />
      </Panel>
      <Panel className="cr-shift-gap" title={t('clock.keysTitle')}>
        <Table
          rowKey="key"
          size="small"
          pagination={false}
          dataSource={KEYS.map((key) => ({ key, meaning: t(`clock.key.${key}`) }))}
          columns={[
            { title: t('clock.key'), dataIndex: 'key', width: 80 },
            { title: t('clock.meaning'), dataIndex: 'meaning' },
          ]}
        />
      </Panel>
    </>
  );
}
