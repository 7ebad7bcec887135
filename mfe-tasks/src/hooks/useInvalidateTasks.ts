import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { staleAfterTaskChange } from '../api/task.keys';

/** After a task change: refetch the task, activity and risk queries (SPEC section 7). */
export function useInvalidateTasks() {
  const queryClient = useQueryClient();
  return useCallback(() => Promise.all(staleAfterTaskChange.map((queryKey) => queryClient.invalidateQueries({ queryKey }))), [queryClient]);
}
