import { useQuery } from '@tanstack/react-query';
import type { LinkedTaskDto } from '@rtm/contracts';
import { api } from '@rtm/frontend/api-client';
import { riskKeys } from '../api/risk.keys';

/** GET /api/risks/{id}/tasks; a failure yields an empty list, silently (SPEC section 8). */
export function useLinkedTasks(riskId: string) {
  return useQuery<LinkedTaskDto[]>({
    queryKey: riskKeys.linkedTasks(riskId),
    queryFn: () => api.get<LinkedTaskDto[]>(`/api/risks/${encodeURIComponent(riskId)}/tasks`).catch(() => []),
    enabled: !!riskId,
  });
}
