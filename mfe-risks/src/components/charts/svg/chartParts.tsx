import { useLayoutEffect, useRef, useState, type CSSProperties, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { theme } from 'antd';

/** One series of a chart: its key in the data, its name in the legend and tooltip, its colour and (lines) its dash. */
export interface ChartSeries<K extends string> {
  key: K;
  name: string;
  color: string;
  dash?: string;
}

/** The theme's colours for axes, grid, tooltip and the level tones (the dark algorithm gives its own shades). */
export function useChartStyle() {
  const { token } = theme.useToken();
  return {
    palette: token as unknown as Record<string, string>,
    text: token.colorText,
    axisText: token.colorTextSecondary,
    grid: token.colorBorderSecondary,
    cursor: token.colorFillTertiary,
    tooltip: {
      background: token.colorBgElevated,
      border: `1px solid ${token.colorBorder}`,
      color: token.colorText,
      borderRadius: token.borderRadius,
      boxShadow: token.boxShadowSecondary,
    } satisfies CSSProperties,
  };
}

/** The width the chart has, measured before the first paint and again whenever its box changes. */
export function useChartWidth<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/** The series' names with their colour (and dash, so lines are told apart without colour), under the drawing. */
export function ChartLegend<K extends string>({ series, line = false }: { series: readonly ChartSeries<K>[]; line?: boolean }) {
  const style = useChartStyle();
  return (
    <ul
      className="chart-legend"
      aria-hidden
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'center',
        gap: '4px 16px',
        margin: '4px 0 0',
        padding: 0,
        listStyle: 'none',
      }}
    >
      {series.map((s) => (
        <li key={s.key} style={{ display: 'inline-flex', alignItems: 'center', gap: 6, color: style.text, fontSize: 12 }}>
          <svg width={line ? 24 : 12} height={12} aria-hidden focusable="false">
            {line ? (
              <line x1={0} y1={6} x2={24} y2={6} stroke={s.color} strokeWidth={2} strokeDasharray={s.dash} />
            ) : (
              <rect width={12} height={12} rx={2} fill={s.color} />
            )}
          </svg>
          {s.name}
        </li>
      ))}
    </ul>
  );
}

/** The figures of the category under the pointer, in a box beside it (the tables give the same to everyone). */
export function ChartTooltip({ x, y, width, children }: { x: number; y: number; width: number; children: ReactNode }) {
  const style = useChartStyle();
  const boxWidth = 180;
  // Beside the pointer, on the side with room; never out of the chart.
  const left = Math.max(0, Math.min(x + 12 + boxWidth > width ? x - 12 - boxWidth : x + 12, width - boxWidth));
  return (
    <div
      className="chart-tooltip"
      aria-hidden
      style={{
        ...style.tooltip,
        position: 'absolute',
        left,
        top: y,
        width: boxWidth,
        padding: '6px 10px',
        fontSize: 12,
        pointerEvents: 'none',
        zIndex: 1,
      }}
    >
      {children}
    </div>
  );
}

/** A tooltip's lines: the category, then each series' figure with its colour. */
export function TooltipFigures<K extends string>({
  title,
  series,
  value,
}: {
  title: string;
  series: readonly ChartSeries<K>[];
  value: (key: K) => number | null;
}) {
  return (
    <>
      <div dir="auto" style={{ fontWeight: 600, marginBottom: 2 }}>
        {title}
      </div>
      {series.map((s) => (
        <div key={s.key} style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
          <span style={{ color: s.color }}>{s.name}</span>
          <span>{value(s.key) ?? '–'}</span>
        </div>
      ))}
    </>
  );
}

/**
 * A chart's frame: the measured box, the drawing once its width is known (hidden from assistive technology; the
 * figures are the card's table), the tooltip over it and the legend under it.
 */
export function ChartSurface({
  boxRef,
  width,
  height,
  onPointerMove,
  onPointerLeave,
  tooltip,
  legend,
  children,
}: {
  boxRef: RefObject<HTMLDivElement | null>;
  width: number;
  height: number;
  onPointerMove: (event: MouseEvent<SVGSVGElement>) => void;
  onPointerLeave: () => void;
  tooltip: ReactNode;
  legend: ReactNode;
  children: ReactNode;
}) {
  return (
    <div ref={boxRef} style={{ position: 'relative', width: '100%' }}>
      {width > 0 && (
        <svg
          className="chart-surface"
          width={width}
          height={height}
          aria-hidden
          focusable="false"
          onMouseMove={onPointerMove}
          onMouseLeave={onPointerLeave}
          // Anchors are physical (start = left end): the page's direction is applied by the layout above, not by the text.
          style={{ display: 'block', overflow: 'visible', direction: 'ltr' }}
        >
          {children}
        </svg>
      )}
      {tooltip}
      {legend}
    </div>
  );
}
