import { Avatar } from 'antd';
import { useCurrentUser } from '../../platform/session/current-user.ts';
import { avatarColor, initialsFromName } from '../../platform/ui/avatar-color.ts';

/** The company's logo, or its name when it has none (spec 1 §2 header). */
export function CompanyBrand({ compact = false }: { compact?: boolean }) {
  const { company } = useCurrentUser().employee;
  if (company.company_logo) {
    return (
      <img
        className={compact ? 'cr-company-logo cr-company-logo--compact' : 'cr-company-logo'}
        src={company.company_logo}
        alt={company.company_name}
        data-testid="company-brand"
      />
    );
  }
  return (
    <span className="cr-company-name" data-testid="company-brand">
      <Avatar
        shape="square"
        size={32}
        style={{ backgroundColor: avatarColor(company.company_name), flexShrink: 0 }}
      >
        {initialsFromName(company.company_name)}
      </Avatar>
      {compact ? null : (
        <strong className="cr-ellipsis" title={company.company_name}>
          {company.company_name}
        </strong>
      )}
    </span>
  );
}
