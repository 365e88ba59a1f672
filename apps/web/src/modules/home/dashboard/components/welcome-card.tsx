import { Flex } from 'antd';
import { CheckCircleFilled, ClockCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PersonAvatar } from '../../../../platform/ui/person-avatar.tsx';
import type { HomeProfile } from '@clockroom/contracts';
import { hasClockedIn } from '../carousel-paging.ts';
import { attendanceSentences } from '../day-status.ts';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { todayText } from '../celebration-date.ts';

interface WelcomeCardProps {
  profile: HomeProfile;
  readableDate?: string | null;
  day?: string | null;
}

export function WelcomeCard({ profile, readableDate, day }: WelcomeCardProps) {
  const { t, i18n } = useTranslation();
  const stats = profile.attendanceStatistics;
  const clocked = hasClockedIn(stats?.clockin);
  return (
    <Panel className="cr-welcome" testId="welcome-card">
      <Flex gap={20} align="center" wrap>
        <PersonAvatar
          name={profile.employee_name}
          picture={profile.picture}
          initials={profile.employee_initials}
          size={72}
        />
        <div className="cr-welcome-text">
          <span className="cr-welcome-eyebrow">
            {[day, todayText(readableDate)].filter(Boolean).join(' · ') || t('home.welcomeBack')}
          </span>
          <h2 className="cr-welcome-title">{t('home.welcome', { name: profile.employee_name })}</h2>
          {stats ? (
            <span className="cr-welcome-clock" data-testid="clock-status">
              {clocked ? <CheckCircleFilled aria-hidden /> : <ClockCircleOutlined aria-hidden />}
              {attendanceSentences(stats, i18n.language)
                .map((s) => t(s.key, s.params))
                .join(' ')}
            </span>
          ) : null}
        </div>
      </Flex>
    </Panel>
  );
}
