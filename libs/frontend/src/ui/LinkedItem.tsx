import type { ReactNode } from 'react';
import { Card, Flex, Typography } from 'antd';
import { Link } from 'react-router';

export interface LinkedItemProps {
  to: string;
  title: string;
  code: string;
  /** Shown at the end of the row (status, score). */
  badge: ReactNode;
  'data-testid'?: string;
}

/** A linked risk or task on the other's detail page: title, code and a badge; the whole card opens it. */
export function LinkedItem({ to, title, code, badge, ...rest }: LinkedItemProps) {
  return (
    <Link to={to} data-testid={rest['data-testid']}>
      <Card size="small" hoverable>
        <Flex justify="space-between" align="center" gap={8}>
          <div style={{ minWidth: 0 }}>
            <Typography.Text strong ellipsis style={{ display: 'block' }} dir="auto">
              {title}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }} dir="ltr">
              {code}
            </Typography.Text>
          </div>
          {badge}
        </Flex>
      </Card>
    </Link>
  );
}
