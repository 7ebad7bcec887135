import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { theme } from 'antd';
import type { RiskLevel } from '@rtm/contracts';
import { RISK_LEVEL_TONES } from '@rtm/frontend/ui';
import { STACK_ORDER, type DepartmentBar } from './chartData';

/**
 * The two charts, drawn with recharts. This module is the only one that imports recharts, and RiskCharts
 * loads it with React.lazy: the library is a chunk of its own that only the dashboard fetches.
 * Colours come from the antd theme tokens (the dark algorithm gives its own shades), the axes follow the
 * page's direction (in Arabic the value axis starts at the right). The charts are pictures of figures that
 * RiskCharts also gives as text: their SVG is hidden from assistive technology.
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

function useChartStyle() {
  const { token } = theme.useToken();
  const palette = token as unknown as Record<string, string>;
  return {
    palette,
    axis: { fill: token.colorTextSecondary, fontSize: 12 },
    grid: token.colorBorderSecondary,
    tooltip: {
      contentStyle: { background: token.colorBgElevated, border: `1px solid ${token.colorBorder}`, color: token.colorText },
      labelStyle: { color: token.colorText },
      itemStyle: { color: token.colorText },
      cursor: { fill: token.colorFillTertiary },
    },
    legend: { color: token.colorText },
  };
}

export function DepartmentSeverityBars({
  data,
  names,
  rtl,
  height,
}: CommonProps & { data: DepartmentBar[]; names: Record<RiskLevel, string> }) {
  const style = useChartStyle();
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={data} layout="vertical" margin={{ top: 8, right: 16, bottom: 8, left: 16 }} accessibilityLayer={false}>
        <CartesianGrid stroke={style.grid} horizontal={false} />
        <XAxis type="number" allowDecimals={false} reversed={rtl} tick={style.axis} stroke={style.grid} />
        <YAxis type="category" dataKey="name" width={120} orientation={rtl ? 'right' : 'left'} tick={style.axis} stroke={style.grid} />
        <Tooltip {...style.tooltip} />
        <Legend wrapperStyle={style.legend} />
        {STACK_ORDER.map((level) => (
          <Bar
            key={level}
            dataKey={level}
            name={names[level]}
            stackId="severity"
            fill={style.palette[`${RISK_LEVEL_TONES[level]}6`]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

export function OpenedClosedLines({
  data,
  names,
  rtl,
  height,
}: CommonProps & { data: MonthPoint[]; names: { opened: string; closed: string } }) {
  const style = useChartStyle();
  return (
    <ResponsiveContainer width="100%" height={height}>
      <LineChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 16 }} accessibilityLayer={false}>
        <CartesianGrid stroke={style.grid} vertical={false} />
        {/* The first and last months stand in from the edges: their labels ('Nov 2026') are centred on them, uncut. */}
        <XAxis dataKey="label" reversed={rtl} tick={style.axis} stroke={style.grid} padding={{ left: 28, right: 28 }} />
        <YAxis allowDecimals={false} orientation={rtl ? 'right' : 'left'} width={40} tick={style.axis} stroke={style.grid} />
        <Tooltip {...style.tooltip} />
        <Legend wrapperStyle={style.legend} />
        <Line
          type="monotone"
          dataKey="opened"
          name={names.opened}
          stroke={style.palette.blue6}
          strokeWidth={2}
          dot
          isAnimationActive={false}
        />
        <Line
          type="monotone"
          dataKey="closed"
          name={names.closed}
          stroke={style.palette.green6}
          strokeWidth={2}
          strokeDasharray="6 4"
          dot
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
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

/** Open risks per level at each month's end (the Trends page, issue 26). */
export function LevelLines({ data, names, rtl, height }: CommonProps & { data: LevelMonthPoint[]; names: Record<RiskLevel, string> }) {
  const style = useChartStyle();
  return (
    <ResponsiveContainer width="100%" height={height}>
      <LineChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 16 }} accessibilityLayer={false}>
        <CartesianGrid stroke={style.grid} vertical={false} />
        <XAxis dataKey="label" reversed={rtl} tick={style.axis} stroke={style.grid} padding={{ left: 28, right: 28 }} minTickGap={12} />
        <YAxis allowDecimals={false} orientation={rtl ? 'right' : 'left'} width={40} tick={style.axis} stroke={style.grid} />
        <Tooltip {...style.tooltip} />
        {/* In the lines' order, critical first (not by name). */}
        <Legend wrapperStyle={style.legend} itemSorter={null} />
        {[...STACK_ORDER].reverse().map((level) => (
          <Line
            key={level}
            type="monotone"
            dataKey={level}
            name={names[level]}
            stroke={style.palette[`${RISK_LEVEL_TONES[level]}6`]}
            strokeWidth={2}
            strokeDasharray={LEVEL_DASHES[level]}
            connectNulls={false}
            // Dots too: a month between two unknown ones (the first known month) has no line to draw.
            dot={{ r: 2.5 }}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
