import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { serverMessage } from '@rtm/frontend/api-client';
import { useToast } from '@rtm/frontend/ui';
import { createRisk } from '../api/riskApi';
import { useInvalidateRisks } from './useInvalidateRisks';

/** POST /api/risks; on success toast, refresh risk and activity lists, go to /risks. */
export function useCreateRisk() {
  const toast = useToast();
  const navigate = useNavigate();
  const invalidate = useInvalidateRisks();
  return useMutation({
    mutationFn: createRisk,
    onSuccess: () => {
      toast.success('Risk created', 'The risk has been successfully reported');
      void invalidate();
      navigate('/risks');
    },
    onError: (err) => toast.error(serverMessage(err, 'Failed to create risk')),
  });
}
