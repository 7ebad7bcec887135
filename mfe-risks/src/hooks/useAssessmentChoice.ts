import { useCallback, useState } from 'react';
import type { RiskAssessmentKind } from '@rtm/contracts';

/**
 * The assessment a widget shows: the host's (`value`, told of changes through `onChange`) when it keeps the choice,
 * e.g. in its URL, else the widget's own, inherent at first.
 */
export function useAssessmentChoice(value?: RiskAssessmentKind, onChange?: (assessment: RiskAssessmentKind) => void) {
  const [own, setOwn] = useState<RiskAssessmentKind>('inherent');
  const change = useCallback(
    (next: RiskAssessmentKind) => {
      setOwn(next);
      onChange?.(next);
    },
    [onChange],
  );
  return [value ?? own, change] as const;
}
