import { useState, type ReactNode } from 'react';
import { Button, Dropdown, Flex, Modal } from 'antd';
import { MoreOutlined } from '@ant-design/icons';
import { useMediaQuery } from '../hooks/use-media-query.ts';
import { IconAction, type IconActionProps } from './icon-action.tsx';

/** Below this width (antd's md) row actions fold into one menu; tables may narrow their column too. */
export const ROW_ACTIONS_COLLAPSE_BELOW = 768;

/** One row action: an IconAction on wide screens, a menu entry on narrow ones. */
export interface RowAction extends IconActionProps {
  key: string;
}

export interface ResponsiveRowActionsProps {
  actions: RowAction[];
  /** Accessible name of the group and of the menu button ("Actions for Ada Obi"). */
  label: string;
  /** Test id of the menu button; each entry keeps its action's test id. */
  menuTestId: string;
  /** Below this width (px) the actions fold into one menu; antd's md by default. */
  collapseBelow?: number;
}

/**
 * A row's actions as icons, folded into one "more" menu on narrow screens so a fixed actions column
 * never covers the row's name (at 390 px five icons took half the table). Confirmed actions ask in a
 * modal from the menu, as a popover from an icon.
 */
export function ResponsiveRowActions({
  actions,
  label,
  menuTestId,
  collapseBelow = ROW_ACTIONS_COLLAPSE_BELOW,
}: ResponsiveRowActionsProps) {
  const narrow = useMediaQuery(`(max-width: ${collapseBelow - 1}px)`);
  const [asking, setAsking] = useState<RowAction | null>(null);
  if (actions.length === 0) return null;
  if (!narrow) {
    return (
      <Flex gap={2} aria-label={label}>
        {actions.map(({ key, ...action }) => (
          <IconAction key={key} {...action} />
        ))}
      </Flex>
    );
  }
  const run = (action: RowAction) => (action.confirm ? setAsking(action) : action.onClick?.());
  const confirm = asking?.confirm;
  return (
    <>
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        menu={{
          items: actions.map((a) => ({
            key: a.key,
            label: <span data-testid={a.testId}>{a.label}</span>,
            icon: a.icon as ReactNode,
            danger: a.danger,
          })),
          onClick: ({ key }) => {
            const action = actions.find((a) => a.key === key);
            if (action) run(action);
          },
        }}
      >
        <Button
          type="text"
          icon={<MoreOutlined />}
          aria-label={label}
          title={label}
          data-testid={menuTestId}
        />
      </Dropdown>
      <Modal
        open={confirm !== undefined}
        title={confirm?.title}
        okText={confirm?.okText}
        cancelText={confirm?.cancelText}
        okButtonProps={{ danger: true }}
        onCancel={() => setAsking(null)}
        onOk={async () => {
          await confirm?.onConfirm();
          setAsking(null);
        }}
        width={360}
        destroyOnHidden
      >
        {confirm?.text}
      </Modal>
    </>
  );
}
