import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';
import { displayName, type PersonName } from '@rtm/contracts';
import { InitialsAvatar } from './InitialsAvatar';

export interface PersonLabelProps {
  person: (PersonName & { profileImageUrl?: string | null }) | null | undefined;
  /** Second line, e.g. the username or e-mail. */
  secondary?: ReactNode;
}

/** antd Descriptions' `styles` under which a PersonLabel fills its cell (the item's content takes the cell's width). */
export const FILL_CELL = { content: { flex: 1, minWidth: 0 } };

/** Initials avatar, display name and an optional second line. */
export function PersonLabel({ person, secondary }: PersonLabelProps) {
  return (
    // No width of its own to ask for (width 0, at least its container's): a long name inside a table laid out by its
    // content (antd's Descriptions, with FILL_CELL) is cut instead of stretching the table out of the page.
    <Flex align="center" gap={8} style={{ width: 0, minWidth: '100%' }}>
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
