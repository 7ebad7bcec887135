import { Flex, Skeleton } from 'antd';

/** Placeholder rows while a list loads (5 for risks, users, departments, activity; SPEC section 9). */
export function SkeletonRows({ count = 5, avatar = false }: { count?: number; avatar?: boolean }) {
  return (
    <Flex vertical gap={12} aria-busy="true" data-testid="skeleton-rows">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} active avatar={avatar} title={false} paragraph={{ rows: 1, width: '100%' }} data-testid="skeleton-row" />
      ))}
    </Flex>
  );
}
