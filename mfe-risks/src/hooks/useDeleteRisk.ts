import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { serverMessage } from '@rtm/frontend/api-client';
import { useToast } from '@rtm/frontend/ui';
import { commentKeys, riskKeys } from '../api/risk.keys';
import { deleteRisk } from '../api/riskApi';
import { useInvalidateRisks } from './useInvalidateRisks';

/**
 * DELETE /api/risks/{id}; then /risks. A refusal shows the server's reason after the spec's text
 * (the buttons are shown to everyone, the server decides: SPEC section 6).
 */
export function useDeleteRisk() {
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const invalidate = useInvalidateRisks();
  return useMutation({
    mutationFn: deleteRisk,
    onSuccess: (_void, id) => {
      toast.success('Risk deleted successfully');
      navigate('/risks');
      // Gone for good: drop its cached detail, tasks and comments instead of refetching them (404).
      queryClient.removeQueries({ queryKey: riskKeys.detail(id) });
      queryClient.removeQueries({ queryKey: commentKeys.risk(id) });
      void invalidate();
    },
    onError: (err) => {
      const reason = serverMessage(err, '');
      toast.error(reason ? `Failed to delete risk: ${reason}` : 'Failed to delete risk');
    },
  });
}
