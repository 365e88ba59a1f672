import { Drawer, Skeleton } from 'antd';
import { useIsMobile } from '../hooks/use-media-query.ts';

interface DetailDrawerProps {
  open: boolean;
  title: React.ReactNode;
  onClose: () => void;
  loading?: boolean;
  extra?: React.ReactNode;
  footer?: React.ReactNode;
  children?: React.ReactNode;
}

/** The side panel that shows one record of a list (spec 2: "View opens a side panel"). */
export function DetailDrawer({
  open,
  title,
  onClose,
  loading = false,
  extra,
  footer,
  children,
}: DetailDrawerProps) {
  const isMobile = useIsMobile();
  return (
    <Drawer
      open={open}
      title={title}
      onClose={onClose}
      extra={extra}
      footer={footer}
      size={isMobile ? '100%' : 480}
      destroyOnHidden
    >
      {loading ? <Skeleton active paragraph={{ rows: 6 }} /> : children}
    </Drawer>
  );
}
