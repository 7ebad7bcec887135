import { Tooltip, type TooltipProps } from 'antd';
import { useTooltipDelay } from './tooltipDelay';

/** antd's Tooltip with the spec's open delay (700 ms) and skip delay (300 ms). */
export function DelayedTooltip({ onOpenChange, ...props }: TooltipProps) {
  const delay = useTooltipDelay(onOpenChange);
  return <Tooltip {...props} {...delay} />;
}
