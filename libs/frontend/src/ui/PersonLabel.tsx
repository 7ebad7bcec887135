import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';
import { displayName, type PersonName } from '@rtm/contracts';
import { InitialsAvatar } from './InitialsAvatar';

export interface PersonLabelProps {
  person: (PersonName & { profileImageUrl?: string | null }) | null | undefined;
  /** Second line, e.g. the username or e-mail. */
  secondary?: ReactNode;
}

/** Initials avatar, display name and an optional second line. */
export function PersonLabel({ person, secondary }: PersonLabelProps) {
  return (
    <Flex align="center" gap={8} style={{ minWidth: 0 }}>
      <InitialsAvatar person={person} size="small" />
      <div style={{ minWidth: 0 }}>
        {/* dir="auto": a Latin name, username or e-mail keeps its own direction inside an Arabic page. */}
        <Typography.Text strong ellipsis style={{ display: 'block' }} dir="auto">
          {displayName(person)}
        </Typography.Text>
        {secondary && (
          <Typography.Text type="secondary" ellipsis style={{ display: 'block', fontSize: 12 }} dir="auto">
            {secondary}
          </Typography.Text>
        )}
      </div>
    </Flex>
  );
}
