import type { ReactNode } from 'react';
import { Empty, Typography } from 'antd';

export interface EmptyStateProps {
  title: string;
  description?: string;
  action?: ReactNode;
  icon?: ReactNode;
  'data-testid'?: string;
}

export function EmptyState({ title, description, action, icon, 'data-testid': testId = 'empty-state' }: EmptyStateProps) {
  return (
    <Empty
      data-testid={testId}
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
