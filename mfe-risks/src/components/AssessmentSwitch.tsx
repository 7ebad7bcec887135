import { Flex, Segmented, Typography } from 'antd';
import { RISK_ASSESSMENT_KINDS, type RiskAssessmentKind } from '@rtm/contracts';
import { useRisksTranslation } from '../i18n';

export interface AssessmentSwitchProps {
  value: RiskAssessmentKind;
  onChange: (assessment: RiskAssessmentKind) => void;
  /** The switch's name (read out); shown before it as well with `showLabel`. */
  label: string;
  showLabel?: boolean;
  'data-testid'?: string;
}

/** Inherent or residual assessment (issue 25): the dashboard matrix's cells, the list's level filter. */
export function AssessmentSwitch({ value, onChange, label, showLabel = false, ...rest }: AssessmentSwitchProps) {
  const { t } = useRisksTranslation();
  return (
    <Flex gap={8} align="center" wrap>
      {showLabel && (
        <Typography.Text type="secondary" aria-hidden>
          {label}
        </Typography.Text>
      )}
      <Segmented<RiskAssessmentKind>
        value={value}
        onChange={onChange}
        options={RISK_ASSESSMENT_KINDS.map((kind) => ({ value: kind, label: t(`assessment.kinds.${kind}`) }))}
        aria-label={label}
        data-testid={rest['data-testid']}
        data-value={value}
      />
    </Flex>
  );
}
