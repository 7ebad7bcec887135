import { Flex, InputNumber, Typography } from 'antd';
import { LIMITS, parseMatrixValue } from '@rtm/contracts';

export interface MatrixValueInputProps {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** LIKELIHOOD_LABELS or IMPACT_LABELS. */
  labels: Record<number, string>;
  'aria-label'?: string;
}

/** A whole number 1 to 5 with its label; a value that fails to parse counts as 1 (SPEC section 5). */
export function MatrixValueInput({ id, value, onChange, labels, 'aria-label': ariaLabel }: MatrixValueInputProps) {
  const effective = parseMatrixValue(value);
  return (
    <Flex align="center" gap={8}>
      <InputNumber<number>
        id={id}
        aria-label={ariaLabel}
        min={1}
        max={LIMITS.matrixSize}
        precision={0}
        step={1}
        value={value}
        onChange={(v) => onChange?.(v)}
        style={{ width: 80 }}
      />
      <Typography.Text type="secondary">{labels[effective] ?? ''}</Typography.Text>
    </Flex>
  );
}
