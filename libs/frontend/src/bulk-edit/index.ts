export { BulkEditBar, type BulkEditBarProps } from './BulkEditBar';
export { BulkEditDialog, type BulkEditDialogProps } from './BulkEditDialog';
export { BulkEditOutcomeView, type BulkEditOutcomeViewProps } from './BulkEditOutcomeView';
export {
  CLEAR,
  changesOf,
  isJobStarted,
  jobPercent,
  matchingIds,
  MAX_SELECTION,
  type BulkEditList,
  type BulkEditOutcome,
} from './bulkEdit';
export { useBulkEdit } from './useBulkEdit';
export { useBulkSelection, type BulkSelection } from './useBulkSelection';
export { useFollowedJob } from './useFollowedJob';
export { useSelectAllMatching } from './useSelectAllMatching';
