import { Empty, Flex } from 'antd';
import { formatDate } from '@clockroom/contracts';
import { PersonAvatar } from '../../../../platform/ui/person-avatar.tsx';
import type { HomeCelebrant } from '@clockroom/contracts';

interface PeopleListProps {
  people: readonly HomeCelebrant[];
  emptyText: string;
  testId: string;
}

export function PeopleList({ people, emptyText, testId }: PeopleListProps) {
  if (people.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} className="cr-empty-tight" />;
  }
  return (
    <ul className="cr-plain-list cr-people-list" data-testid={testId}>
      {people.map((p) => (
        <li key={p.id}>
          <PersonAvatar name={p.employee_name} picture={p.picture} initials={p.employee_initials} size={36} />
          <Flex vertical>
            <strong>{p.employee_name}</strong>
            {p.date ? <span className="cr-muted cr-small">{formatDate(p.date)}</span> : null}
          </Flex>
        </li>
      ))}
    </ul>
  );
}
