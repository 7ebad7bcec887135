import { Avatar } from 'antd';
import { initials, type PersonName } from '@rtm/contracts';

export interface InitialsAvatarProps {
  person?: (PersonName & { profileImageUrl?: string | null }) | null;
  size?: 'small' | 'medium' | 'large' | number;
}

/** Avatar with the person's initials (contracts' initials()), or the profile image when there is one. */
export function InitialsAvatar({ person, size = 'medium' }: InitialsAvatarProps) {
  return (
    <Avatar size={size} src={person?.profileImageUrl || undefined} style={{ flexShrink: 0 }} aria-hidden>
      {initials(person)}
    </Avatar>
  );
}
