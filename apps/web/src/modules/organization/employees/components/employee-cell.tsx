import { Link } from '@tanstack/react-router';
import type { EmployeeListRow } from '@clockroom/contracts';
import { PersonAvatar } from '../../../../platform/ui/person-avatar.tsx';
import { employeeScreens } from '../employees.routes.tsx';

/** Picture, name (linking to the profile) and email: the first column of the employee tables. */
export function EmployeeCell({ row, link = true }: { row: EmployeeListRow; link?: boolean }) {
  return (
    <div className="cr-employee-cell">
      <PersonAvatar name={row.name} picture={row.picture} size={36} />
      <div className="cr-employee-cell-text">
        {link ? (
          <Link {...employeeScreens.paths.view(row.id)} data-testid={`employee-link-${row.id}`}>
            {row.name}
          </Link>
        ) : (
          <span>{row.name}</span>
        )}
        {row.email ? <span className="cr-muted">{row.email}</span> : null}
      </div>
    </div>
  );
}
