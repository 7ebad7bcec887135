import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bulkJobUrl, isJobStarted, startBulkEdit, type BulkEditList, type BulkEditOutcome } from './bulkEdit';
import { useFollowedJob } from './useFollowedJob';

/**
 * A bulk edit of `list` and what it came to: the result at once, or a job followed until it ends (its progress polled
 * every second). The list (and everything under it) is read again once the changes are made.
 */
export function useBulkEdit(list: BulkEditList) {
  const queryClient = useQueryClient();
  const [jobId, setJobId] = useState<string | null>(null);
  const edit = useMutation({
    mutationFn: ({ ids, changes }: { ids: readonly string[]; changes: object }) => startBulkEdit(list, ids, changes),
    onSuccess: (answer) => {
      if (isJobStarted(answer)) setJobId(answer.jobId);
      else void queryClient.invalidateQueries({ queryKey: [list] });
    },
  });
  const job = useFollowedJob(jobId && bulkJobUrl(list, jobId), () => void queryClient.invalidateQueries({ queryKey: [list] }));

  const answer = edit.data;
  const outcome: BulkEditOutcome | null =
    answer && !isJobStarted(answer) ? { kind: 'result', result: answer } : job.data ? { kind: 'job', job: job.data } : null;
  const reset = () => {
    edit.reset();
    setJobId(null);
  };
  return { edit, outcome, starting: edit.isPending || (jobId !== null && !job.data), error: edit.error ?? job.error, reset };
}
