import { Col, Row, Statistic } from 'antd';
import { TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../../platform/ui/panel.tsx';

export function EmployeesCountCard({ count }: { count: { total: number; active: number } }) {
  const { t } = useTranslation();
  const inactive = Math.max(0, count.total - count.active);
  const percent = count.total > 0 ? Math.round((count.active / count.total) * 100) : 0;
  const share = t('home.activeShare', { percent });
  return (
    <Panel
      title={
        <>
          <TeamOutlined aria-hidden /> {t('home.employees')}
        </>
      }
      testId="employees-count"
    >
      <Row gutter={[24, 16]} align="middle">
        <Col xs={8}>
          <Statistic title={t('home.totalEmployees')} value={count.total} />
        </Col>
        <Col xs={8}>
          <Statistic
            title={t('home.activeEmployees')}
            value={count.active}
            styles={{ content: { color: '#1a7f37' } }}
          />
        </Col>
        <Col xs={8}>
          <Statistic title={t('home.inactiveEmployees')} value={inactive} />
        </Col>
        <Col xs={24}>
          <div
            className="cr-meter"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-label={share}
            title={share}
          >
            <div className="cr-meter-fill" style={{ width: `${percent}%` }} />
          </div>
        </Col>
      </Row>
    </Panel>
  );
}
