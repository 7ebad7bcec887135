import type { ReactNode } from 'react';
import { Empty, Typography } from 'antd';

export interface EmptyStateProps {
  title: string;
  description?: string;
  action?: ReactNode;
  icon?: ReactNode;
}

export function EmptyState({ title, description, action, icon }: EmptyStateProps) {
  return (
    <Empty
      data-testid="empty-state"
      image={icon ?? Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <>
          <Typography.Text strong>{title}</Typography.Text>
          {description && (
            <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
              {description}
            </Typography.Paragraph>
          )}
        </>
      }
    >
      {action}
    </Empty>
  );
}
