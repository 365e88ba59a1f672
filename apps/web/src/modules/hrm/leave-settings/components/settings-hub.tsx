import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import '../leave-settings.css';
import '../i18n.ts';

export interface HubLink {
  to: string;
  icon: ReactNode;
  /** i18n keys. */
  title: string;
  help: string;
  testId: string;
}

/** A settings page of links (spec 2 §2 "Leave settings: links Manage Leave Type and Manage Leave Approver"). */
export function SettingsHub({
  title,
  subtitle,
  links,
  back,
}: {
  title: string;
  subtitle: string;
  links: HubLink[];
  back?: { to: string; label: string };
}) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t(title)} subtitle={t(subtitle)} />
      <nav className="cr-ls-hub" aria-label={t(title)}>
        {links.map((l) => (
          <Link key={l.to} to={l.to} className="cr-ls-hub-item" data-testid={l.testId}>
            <span className="cr-ls-hub-icon" aria-hidden>
              {l.icon}
            </span>
            <span>
              <span className="cr-ls-hub-title">{t(l.title)}</span>
              <span className="cr-ls-hub-help" style={{ display: 'block' }}>
                {t(l.help)}
              </span>
            </span>
          </Link>
        ))}
      </nav>
      {back ? (
        <div className="cr-ls-back">
          <Link to={back.to} data-testid="settings-hub-back">
            <ArrowLeftOutlined /> {t(back.label)}
          </Link>
        </div>
      ) : null}
    </>
  );
}
