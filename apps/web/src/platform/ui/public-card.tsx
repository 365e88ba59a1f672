import { Card, Typography } from 'antd';

interface PublicCardProps {
  title: React.ReactNode;
  subtitle?: React.ReactNode;
  /** Extra room for multi-column forms (sign-up, payment). */
  wide?: boolean;
  /** Shown above the title, e.g. the company logo. */
  media?: React.ReactNode;
  footer?: React.ReactNode;
  children?: React.ReactNode;
}

/** The centred card every public page (sign-in, sign-up, password reset…) is drawn in. */
export function PublicCard({ title, subtitle, wide = false, media, footer, children }: PublicCardProps) {
  return (
    <Card className={wide ? 'cr-public-card cr-public-card--wide' : 'cr-public-card'} variant="borderless">
      {media ? <div className="cr-public-card-media">{media}</div> : null}
      <Typography.Title level={3} className="cr-public-card-title">
        {title}
      </Typography.Title>
      {subtitle ? (
        <Typography.Paragraph type="secondary" className="cr-public-card-subtitle">
          {subtitle}
        </Typography.Paragraph>
      ) : null}
      {children}
      {footer ? <div className="cr-public-card-footer">{footer}</div> : null}
    </Card>
  );
}
