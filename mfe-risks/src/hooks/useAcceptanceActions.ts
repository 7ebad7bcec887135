import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serverMessage } from '@rtm/frontend/api-client';
import { attachmentsKey } from '@rtm/frontend/attachments';
import { useToast } from '@rtm/frontend/ui';
import { decideAcceptance, requestAcceptance, withdrawAcceptance } from '../api/riskApi';
import { useRisksTranslation } from '../i18n';
import { useInvalidateRisks } from './useInvalidateRisks';

/**
 * The acceptance's steps (issue 25): each toasts its outcome (the server's reason on a refusal) and refreshes the risk
 * and its files (whether they are held as the acceptance's evidence changes with each step).
 */
export function useAcceptanceActions() {
  const toast = useToast();
  const { t } = useRisksTranslation();
  const invalidate = useInvalidateRisks();
  const queryClient = useQueryClient();
  const outcome = (done: string) => ({
    onSuccess: (_acceptance: unknown, input: string | { id: string }) => {
      toast.success(done);
      void invalidate();
      void queryClient.invalidateQueries({ queryKey: attachmentsKey('risk', typeof input === 'string' ? input : input.id) });
    },
    onError: (err: Error) => toast.error(serverMessage(err, t('acceptance.failed'))),
  });
  return {
    request: useMutation({ mutationFn: requestAcceptance, ...outcome(t('acceptance.requested')) }),
    decide: useMutation({ mutationFn: decideAcceptance, ...outcome(t('acceptance.decided')) }),
    withdraw: useMutation({ mutationFn: withdrawAcceptance, ...outcome(t('acceptance.withdrawn')) }),
  };
}
