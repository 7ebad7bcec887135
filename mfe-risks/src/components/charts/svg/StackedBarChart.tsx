import { useState, type MouseEvent } from 'react';
import { ChartLegend, ChartSurface, ChartTooltip, TooltipFigures, useChartStyle, useChartWidth, type ChartSeries } from './chartParts';
import { integerTicks, linearScale, shortLabel } from './chartGeometry';

export interface StackedBarChartProps<K extends string> {
  /** One bar per row, its segments in the series' order from the value axis's start. */
  rows: readonly ({ name: string } & Record<K, number>)[];
  series: readonly ChartSeries<K>[];
  rtl: boolean;
  height: number;
}

const MARGIN = { top: 8, bottom: 24, side: 16 };
const NAME_WIDTH = 120;
const AXIS_FONT = 12;

/**
 * Horizontal stacked bars (risks by department by severity): the names on the reading side (left, or right in
 * Arabic), the value axis running from there, whole-number ticks with their grid lines. The drawing is a picture
 * hidden from assistive technology; its figures are the table beside it.
 */
export function StackedBarChart<K extends string>({ rows, series, rtl, height }: StackedBarChartProps<K>) {
  const style = useChartStyle();
  const { ref, width } = useChartWidth<HTMLDivElement>();
  const [hovered, setHovered] = useState<{ row: number; x: number; y: number } | null>(null);

  const totals = rows.map((row) => series.reduce((sum, s) => sum + row[s.key], 0));
  const ticks = integerTicks(Math.max(0, ...totals));
  const plotStart = rtl ? MARGIN.side : MARGIN.side + NAME_WIDTH;
  const plotEnd = Math.max(plotStart + 1, rtl ? width - MARGIN.side - NAME_WIDTH : width - MARGIN.side);
  const x = linearScale(ticks.at(-1)!, plotStart, plotEnd, rtl);
  const plotHeight = height - MARGIN.top - MARGIN.bottom;
  const band = rows.length > 0 ? plotHeight / rows.length : plotHeight;
  const barHeight = Math.min(28, band * 0.7);
  // Beside the value axis's start: ending at it (left to right), or starting from it on its right (Arabic).
  const nameX = rtl ? plotEnd + 8 : plotStart - 8;

  const onMove = (event: MouseEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const y = event.clientY - box.top;
    const row = Math.floor((y - MARGIN.top) / band);
    setHovered(row >= 0 && row < rows.length ? { row, x: event.clientX - box.left, y } : null);
  };

  return (
    <ChartSurface
      boxRef={ref}
      width={width}
      height={height}
      onPointerMove={onMove}
      onPointerLeave={() => setHovered(null)}
      tooltip={
        hovered && (
          <ChartTooltip x={hovered.x} y={hovered.y} width={width}>
            <TooltipFigures title={rows[hovered.row].name} series={[...series].reverse()} value={(key) => rows[hovered.row][key]} />
          </ChartTooltip>
        )
      }
      legend={<ChartLegend series={series} />}
    >
      <g className="chart-grid">
        {ticks.map((tick) => (
          <line key={tick} x1={x(tick)} x2={x(tick)} y1={MARGIN.top} y2={MARGIN.top + plotHeight} stroke={style.grid} />
        ))}
      </g>
      {hovered && (
        <rect
          x={Math.min(plotStart, plotEnd)}
          y={MARGIN.top + hovered.row * band}
          width={Math.abs(plotEnd - plotStart)}
          height={band}
          fill={style.cursor}
        />
      )}
      <g className="chart-x-axis" fontSize={AXIS_FONT} fill={style.axisText}>
        {ticks.map((tick) => (
          <text key={tick} x={x(tick)} y={height - 6} textAnchor="middle">
            {tick}
          </text>
        ))}
      </g>
      <g className="chart-y-axis" fontSize={AXIS_FONT} fill={style.axisText}>
        {rows.map((row, i) => (
          <text key={row.name} x={nameX} y={MARGIN.top + i * band + band / 2} dominantBaseline="central" textAnchor={rtl ? 'start' : 'end'}>
            <title>{row.name}</title>
            {shortLabel(row.name, 16)}
          </text>
        ))}
      </g>
      <g className="chart-bars">
        {rows.map((row, i) => {
          let from = 0;
          return (
            <g key={row.name}>
              {series.map((s) => {
                const value = row[s.key];
                const start = x(from);
                from += value;
                const end = x(from);
                return value > 0 ? (
                  <rect
                    key={s.key}
                    x={Math.min(start, end)}
                    y={MARGIN.top + i * band + (band - barHeight) / 2}
                    width={Math.abs(end - start)}
                    height={barHeight}
                    fill={s.color}
                  />
                ) : null;
              })}
            </g>
          );
        })}
      </g>
    </ChartSurface>
  );
}
