import { useDocumentTitle } from '../hooks/use-document-title.ts';

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

/**
 * The centred card every public page (sign-in, sign-up, password reset…) is drawn in. Plain markup on
 * purpose: antd's Card brings Tabs along, and /login has a tight download budget.
 */
export function PublicCard({ title, subtitle, wide = false, media, footer, children }: PublicCardProps) {
  useDocumentTitle(title);
  return (
    <section className={wide ? 'cr-public-card cr-public-card--wide' : 'cr-public-card'}>
      {media ? <div className="cr-public-card-media">{media}</div> : null}
      <h1 className="cr-public-card-title">{title}</h1>
      {subtitle ? <p className="cr-public-card-subtitle">{subtitle}</p> : null}
      {children}
      {footer ? <div className="cr-public-card-footer">{footer}</div> : null}
    </section>
  );
}
