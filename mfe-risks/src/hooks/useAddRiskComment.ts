import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '@rtm/frontend/ui';
import { activityKeys } from '@rtm/frontend/activity';
import { commentKeys } from '../api/risk.keys';
import { addRiskComment } from '../api/riskApi';

/** POST /api/comments {content, riskId, authorId: ''}; refreshes the risk's comments and the activity feed. */
export function useAddRiskComment(riskId: string) {
  const toast = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => addRiskComment({ riskId, content }),
    onSuccess: () => {
      toast.success('Comment added successfully');
      void queryClient.invalidateQueries({ queryKey: commentKeys.risk(riskId) });
      void queryClient.invalidateQueries({ queryKey: activityKeys.all });
    },
    onError: () => toast.error('Failed to add comment'),
  });
}
