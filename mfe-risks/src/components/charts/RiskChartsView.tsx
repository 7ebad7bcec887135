import type { RiskLevel } from '@rtm/contracts';
import { RISK_LEVEL_TONES } from '@rtm/frontend/ui';
import { STACK_ORDER, type DepartmentBar } from './chartData';
import { LineChart } from './svg/LineChart';
import { StackedBarChart } from './svg/StackedBarChart';
import { useChartStyle, type ChartSeries } from './svg/chartParts';

/**
 * The three charts of the dashboard and the trends page, drawn as plain SVG (./svg): colours from the antd theme's
 * tokens, axes in the page's direction (in Arabic the value axis starts at the right). The charts are pictures of
 * figures their cards also give as text: their SVG is hidden from assistive technology.
 */

export interface MonthPoint {
  label: string;
  opened: number;
  closed: number;
}

interface CommonProps {
  rtl: boolean;
  height: number;
}

function useLevelSeries(names: Record<RiskLevel, string>, order: readonly RiskLevel[], dashes?: Record<RiskLevel, string | undefined>) {
  const { palette } = useChartStyle();
  return order.map((level): ChartSeries<RiskLevel> => ({
    key: level,
    name: names[level],
    color: palette[`${RISK_LEVEL_TONES[level]}6`],
    dash: dashes?.[level],
  }));
}

export function DepartmentSeverityBars({
  data,
  names,
  rtl,
  height,
}: CommonProps & { data: DepartmentBar[]; names: Record<RiskLevel, string> }) {
  const series = useLevelSeries(names, STACK_ORDER);
  return <StackedBarChart rows={data} series={series} rtl={rtl} height={height} />;
}

export function OpenedClosedLines({
  data,
  names,
  rtl,
  height,
}: CommonProps & { data: MonthPoint[]; names: { opened: string; closed: string } }) {
  const { palette } = useChartStyle();
  const series: ChartSeries<'opened' | 'closed'>[] = [
    { key: 'opened', name: names.opened, color: palette.blue6 },
    { key: 'closed', name: names.closed, color: palette.green6, dash: '6 4' },
  ];
  return <LineChart points={data} series={series} rtl={rtl} height={height} />;
}

/** A month of the level lines (issue 26): null figures for a month before the history, drawn as a gap. */
export interface LevelMonthPoint {
  label: string;
  critical: number | null;
  high: number | null;
  medium: number | null;
  low: number | null;
}

/** Each level's line has its own dash as well as its colour, so the lines are told apart without colour. */
const LEVEL_DASHES: Record<RiskLevel, string | undefined> = { critical: undefined, high: '8 4', medium: '3 3', low: '12 3 3 3' };

/** Open risks per level at each month's end (the Trends page, issue 26), critical first. */
export function LevelLines({ data, names, rtl, height }: CommonProps & { data: LevelMonthPoint[]; names: Record<RiskLevel, string> }) {
  const series = useLevelSeries(names, [...STACK_ORDER].reverse(), LEVEL_DASHES);
  return <LineChart points={data} series={series} rtl={rtl} height={height} dotRadius={2.5} />;
}
