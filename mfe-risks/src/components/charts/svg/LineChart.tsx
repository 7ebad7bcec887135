import { useState, type MouseEvent } from 'react';
import { ChartLegend, ChartSurface, ChartTooltip, TooltipFigures, useChartStyle, useChartWidth, type ChartSeries } from './chartParts';
import { integerTicks, labelledIndexes, linePath, linearScale, nearestIndex, pointPositions } from './chartGeometry';

export interface LineChartProps<K extends string> {
  /** One point per month, oldest first; a null figure is a month not known, drawn as a gap. */
  points: readonly ({ label: string } & Record<K, number | null>)[];
  series: readonly ChartSeries<K>[];
  rtl: boolean;
  height: number;
  dotRadius?: number;
}

const MARGIN = { top: 8, bottom: 24, side: 16 };
const AXIS_WIDTH = 40;
/** The first and last months stand in from the edges, so their labels ('Nov 2026'), centred on them, are not cut. */
const EDGE_PADDING = 28;
const LABEL_WIDTH = 60;
const AXIS_FONT = 12;

/**
 * Lines over months (opened versus closed on the dashboard, open risks per level on the trends page): months in
 * reading order (right to left in Arabic, with the value axis on the right), whole-number ticks, a dot on every
 * known month. The drawing is a picture hidden from assistive technology; its figures are the table beside it.
 */
export function LineChart<K extends string>({ points, series, rtl, height, dotRadius = 3 }: LineChartProps<K>) {
  const style = useChartStyle();
  const { ref, width } = useChartWidth<HTMLDivElement>();
  const [hovered, setHovered] = useState<{ index: number; x: number; y: number } | null>(null);

  const values = points.flatMap((p) => series.map((s) => p[s.key] ?? 0));
  const ticks = integerTicks(Math.max(0, ...values));
  const axisX = rtl ? width - MARGIN.side - AXIS_WIDTH : MARGIN.side + AXIS_WIDTH;
  const plotStart = (rtl ? MARGIN.side : axisX) + EDGE_PADDING;
  const plotEnd = Math.max(plotStart + 1, (rtl ? axisX : width - MARGIN.side) - EDGE_PADDING);
  const plotTop = MARGIN.top;
  const plotBottom = height - MARGIN.bottom;
  const y = linearScale(ticks.at(-1)!, plotBottom, plotTop);
  const xs = pointPositions(points.length, plotStart, plotEnd, rtl);
  const labelled = labelledIndexes(points.length, points.length > 1 ? Math.abs(xs[1] - xs[0]) : width, LABEL_WIDTH);
  const gridStart = rtl ? MARGIN.side : axisX;
  const gridEnd = rtl ? axisX : width - MARGIN.side;

  const onMove = (event: MouseEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const pointerX = event.clientX - box.left;
    setHovered(xs.length > 0 ? { index: nearestIndex(xs, pointerX), x: pointerX, y: event.clientY - box.top } : null);
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
            <TooltipFigures title={points[hovered.index].label} series={series} value={(key) => points[hovered.index][key]} />
          </ChartTooltip>
        )
      }
      legend={<ChartLegend series={series} line />}
    >
      <g className="chart-grid">
        {ticks.map((tick) => (
          <line key={tick} x1={gridStart} x2={gridEnd} y1={y(tick)} y2={y(tick)} stroke={style.grid} />
        ))}
      </g>
      {hovered && <line x1={xs[hovered.index]} x2={xs[hovered.index]} y1={plotTop} y2={plotBottom} stroke={style.grid} strokeWidth={2} />}
      <g className="chart-y-axis" fontSize={AXIS_FONT} fill={style.axisText}>
        <line x1={axisX} x2={axisX} y1={plotTop} y2={plotBottom} stroke={style.grid} />
        {ticks.map((tick) => (
          <text key={tick} x={rtl ? axisX + 6 : axisX - 6} y={y(tick)} dominantBaseline="central" textAnchor={rtl ? 'start' : 'end'}>
            {tick}
          </text>
        ))}
      </g>
      <g className="chart-x-axis" fontSize={AXIS_FONT} fill={style.axisText}>
        {points.map((point, i) =>
          labelled.has(i) ? (
            <text key={i} className="chart-x-tick" x={xs[i]} y={height - 6} textAnchor="middle">
              {point.label}
            </text>
          ) : null,
        )}
      </g>
      {series.map((s) => (
        <g key={s.key} className="chart-line">
          <path
            d={linePath(points.map((p, i) => ({ x: xs[i], y: p[s.key] === null ? null : y(p[s.key] as number) })))}
            fill="none"
            stroke={s.color}
            strokeWidth={2}
            strokeDasharray={s.dash}
            strokeLinejoin="round"
          />
          {points.map((p, i) =>
            p[s.key] === null ? null : <circle key={i} cx={xs[i]} cy={y(p[s.key] as number)} r={dotRadius} fill={s.color} />,
          )}
        </g>
      ))}
    </ChartSurface>
  );
}
