import { Avatar } from 'antd';
import { initials, type PersonName } from '@rtm/contracts';

export interface InitialsAvatarProps {
  person?: (PersonName & { profileImageUrl?: string | null }) | null;
  size?: 'small' | 'medium' | 'large' | number;
}

/** White initials on slate: 7:1 contrast in both themes (antd's grey avatar falls below 4.5:1 in the dark one). */
const AVATAR_BACKGROUND = '#4a5568';

/** Avatar with the person's initials (contracts' initials()), or the profile image when there is one. */
export function InitialsAvatar({ person, size = 'medium' }: InitialsAvatarProps) {
  return (
    <Avatar
      size={size}
      src={person?.profileImageUrl || undefined}
      style={{ flexShrink: 0, backgroundColor: AVATAR_BACKGROUND, color: '#fff' }}
      aria-hidden
    >
      {initials(person)}
    </Avatar>
  );
}
