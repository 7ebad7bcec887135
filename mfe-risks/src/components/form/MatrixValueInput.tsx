import { Flex, InputNumber, Typography } from 'antd';
import { LIMITS, parseMatrixValue } from '@rtm/contracts';

export interface MatrixValueInputProps {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** The label of a value, e.g. labels.likelihood of useEnumLabels(). */
  labelOf: (value: number) => string;
  'aria-label'?: string;
}

/** A whole number 1 to 5 with its label; a value that fails to parse counts as 1 (SPEC section 5). */
export function MatrixValueInput({ id, value, onChange, labelOf, 'aria-label': ariaLabel }: MatrixValueInputProps) {
  const effective = parseMatrixValue(value);
  return (
    <Flex align="center" gap={8} style={{ minWidth: 0 }}>
      <InputNumber<number>
        id={id}
        aria-label={ariaLabel}
        min={1}
        max={LIMITS.matrixSize}
        precision={0}
        step={1}
        value={value}
        onChange={(v) => onChange?.(v)}
        style={{ width: 80, flexShrink: 0 }}
      />
      <Typography.Text type="secondary" style={{ minWidth: 0 }}>
        {effective >= 1 && effective <= LIMITS.matrixSize ? labelOf(effective) : ''}
      </Typography.Text>
    </Flex>
  );
}
