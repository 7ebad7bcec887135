/**
 * The arithmetic of the dashboard's and the trends page's charts (drawn as plain SVG: see StackedBarChart and
 * LineChart): whole-number ticks, positions along an axis that runs either way, which month labels fit, and the
 * SVG path of a series with gaps.
 */

/** Whole-number ticks from 0 to at least `max`, about `target` of them, on a step of 1, 2 or 5 times a power of ten. */
export function integerTicks(max: number, target = 5): number[] {
  const top = Math.max(1, Math.ceil(max));
  const rough = top / target;
  const power = 10 ** Math.floor(Math.log10(Math.max(1, rough)));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power);
  const ticks: number[] = [];
  for (let value = 0; value < top + step; value += step) {
    ticks.push(value);
    if (value >= top) break;
  }
  return ticks;
}

/** Maps a value of [0, domainMax] onto [start, end] of the drawing; `reversed` runs it from `end` to `start` (right to left). */
export function linearScale(domainMax: number, start: number, end: number, reversed = false): (value: number) => number {
  const span = domainMax > 0 ? domainMax : 1;
  return (value) => {
    const share = value / span;
    return reversed ? end - share * (end - start) : start + share * (end - start);
  };
}

/** The centres of `count` evenly spaced points between `start` and `end` (the first at `start`), right to left when `reversed`. */
export function pointPositions(count: number, start: number, end: number, reversed = false): number[] {
  if (count <= 0) return [];
  if (count === 1) return [(start + end) / 2];
  const step = (end - start) / (count - 1);
  return Array.from({ length: count }, (_, i) => (reversed ? end - i * step : start + i * step));
}

/**
 * Which of `count` labels `gap` apart can be drawn without touching: every k-th from the last (the newest month is
 * always labelled), k the smallest that leaves `labelWidth` plus `minGap` between two.
 */
export function labelledIndexes(count: number, gap: number, labelWidth: number, minGap = 8): Set<number> {
  const every = gap > 0 ? Math.max(1, Math.ceil((labelWidth + minGap) / gap)) : count;
  const shown = new Set<number>();
  for (let i = count - 1; i >= 0; i -= every) shown.add(i);
  return shown;
}

/** The SVG path through the points, broken where a value is not known (null): a month before the history is a gap. */
export function linePath(points: readonly { x: number; y: number | null }[]): string {
  let path = '';
  let drawing = false;
  for (const { x, y } of points) {
    if (y === null) {
      drawing = false;
      continue;
    }
    path += `${drawing ? 'L' : 'M'}${round(x)},${round(y)}`;
    drawing = true;
  }
  return path;
}

/** A name cut to about `maxChars` characters with an ellipsis (the full name is the label's tooltip). */
export function shortLabel(name: string, maxChars: number): string {
  const chars = [...name];
  return chars.length <= maxChars
    ? name
    : `${chars
        .slice(0, Math.max(1, maxChars - 1))
        .join('')
        .trimEnd()}…`;
}

/** The index of the position nearest to `x`. */
export function nearestIndex(positions: readonly number[], x: number): number {
  let best = 0;
  positions.forEach((p, i) => {
    if (Math.abs(p - x) < Math.abs(positions[best] - x)) best = i;
  });
  return best;
}

const round = (n: number) => Math.round(n * 10) / 10;
