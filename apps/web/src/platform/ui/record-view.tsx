import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Descriptions, type DescriptionsProps } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import type { LinkTarget } from '../routing/resource-routes.ts';
import { EditLink } from './create-link.tsx';
import { Panel } from './panel.tsx';

/** Where a view screen goes back to, in its list's words. */
export type BackLink = LinkTarget & { label: string; testId: string };

/** A view screen's way back to its list, last under the record. */
export function BackToList({ label, testId, ...target }: BackLink) {
  return (
    <div>
      <Link {...target} data-testid={testId}>
        <ArrowLeftOutlined /> {label}
      </Link>
    </div>
  );
}

/** A record's facts as a grid, label over value, one to three a row as the width allows. */
export function FactGrid({ items }: { items: DescriptionsProps['items'] }) {
  return <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} layout="vertical" size="small" items={items} />;
}

interface RecordViewBodyProps {
  /** The module's stack class: its panels one under another. */
  className: string;
  testId: string;
  /** The first panel's title. */
  title?: ReactNode;
  /** The first panel's actions, after its Edit link. */
  actions?: ReactNode;
  /**
   * The first panel's Edit link, tested as `<testId>-edit`: given to those who may change the record,
   * false (or left out) for the others.
   */
  edit?: (LinkTarget & { label: string }) | false;
  /** What the first panel holds: the record's facts. */
  facts: ReactNode;
  /** The panels after the facts. */
  children?: ReactNode;
  back: BackLink;
}

/**
 * A view screen's body under RecordPage's header, the shape the settings views share: the facts'
 * panel with its actions, what follows, and the way back to the list.
 */
export function RecordViewBody({
  className,
  testId,
  title,
  actions,
  edit,
  facts,
  children,
  back,
}: RecordViewBodyProps) {
  const extra = edit ? <EditLink {...edit} testId={`${testId}-edit`} /> : actions;
  return (
    <div className={className} data-testid={testId}>
      <Panel title={title} extra={extra}>
        {facts}
      </Panel>
      {children}
      <BackToList {...back} />
    </div>
  );
}
