import { useMutation, useQueryClient, type Query } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { serverMessage } from '@rtm/frontend/api-client';
import { useToast } from '@rtm/frontend/ui';
import { activityKeys } from '@rtm/frontend/activity';
import { riskKeys } from '../api/risk.keys';
import { deleteRisk } from '../api/riskApi';
import { useRisksTranslation } from '../i18n';

/**
 * DELETE /api/risks/{id}; then /risks. A refusal shows the server's reason after the spec's text
 * (the buttons are shown to everyone, the server decides: SPEC section 6).
 * The page that deletes stops reading the risk once this succeeds (see RiskDetailPage), so nothing asks
 * for the deleted risk again.
 */
export function useDeleteRisk() {
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useRisksTranslation();
  return useMutation({
    mutationFn: deleteRisk,
    onSuccess: (_void, id) => {
      toast.success(t('toast.deleted'));
      // Gone for good: its detail, linked tasks and comments leave the cache instead of being refetched (a 404).
      const aboutDeleted = (query: Query) => query.queryKey.includes(id);
      void queryClient.cancelQueries({ predicate: aboutDeleted });
      queryClient.removeQueries({ predicate: aboutDeleted });
      void queryClient.invalidateQueries({ queryKey: riskKeys.all, predicate: (query) => !aboutDeleted(query) });
      void queryClient.invalidateQueries({ queryKey: activityKeys.all });
      navigate('/risks');
    },
    onError: (err) => {
      const reason = serverMessage(err, '');
      toast.error(reason ? t('toast.deleteFailedReason', { reason }) : t('toast.deleteFailed'));
    },
  });
}
