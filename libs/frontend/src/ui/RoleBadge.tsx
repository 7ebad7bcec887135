import type { UserRole } from '@rtm/contracts';
import { useEnumLabels } from '../i18n/labels';
import { ToneTag, type Tone } from './ToneTag';

const ROLE_TONES: Record<UserRole, Tone> = {
  system_admin: 'red',
  executive: 'purple',
  manager: 'blue',
  team_member: 'neutral',
};

export function RoleBadge({ role }: { role: UserRole }) {
  const labels = useEnumLabels();
  return (
    <ToneTag tone={ROLE_TONES[role] ?? 'neutral'} data-testid="role-badge">
      {labels.role(role)}
    </ToneTag>
  );
}
