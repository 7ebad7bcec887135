import { useCallback, useSyncExternalStore } from 'react';

/** SPEC section 9: tooltips open after 700 ms; after one was shown, the next opens at once for 300 ms. */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/**
 * Whether a tooltip opening now may skip the open delay: while another tooltip is open, or within the
 * skip delay after the last one closed. One store per page, shared by every tooltip.
 */
export class TooltipDelayStore {
  private open = 0;
  private closedAt = Number.NEGATIVE_INFINITY;
  private warm = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly now: () => number = () => Date.now(),
    private readonly schedule: (fn: () => void, ms: number) => ReturnType<typeof setTimeout> = (fn, ms) => setTimeout(fn, ms),
  ) {}

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly isWarm = () => this.warm;

  /** Seconds antd's Tooltip should wait before opening. */
  readonly openDelaySeconds = () => (this.warm ? 0 : TOOLTIP_OPEN_DELAY_MS / 1000);

  readonly onOpenChange = (open: boolean) => {
    if (open) this.open += 1;
    else {
      this.open = Math.max(0, this.open - 1);
      this.closedAt = this.now();
      clearTimeout(this.timer);
      this.timer = this.schedule(() => this.update(), TOOLTIP_SKIP_DELAY_MS);
    }
    this.update();
  };

  private update() {
    const warm = this.open > 0 || this.now() - this.closedAt < TOOLTIP_SKIP_DELAY_MS;
    if (warm !== this.warm) {
      this.warm = warm;
      for (const listener of this.listeners) listener();
    }
  }
}

const pageStore = new TooltipDelayStore();

/**
 * Props for an antd Tooltip (or Menu's `tooltip`) that follow the spec's delays: 700 ms to open, and
 * no wait while another tooltip is open or closed less than 300 ms ago.
 */
export function useTooltipDelay(onOpenChange?: (open: boolean) => void) {
  useSyncExternalStore(pageStore.subscribe, pageStore.isWarm, pageStore.isWarm);
  const handle = useCallback(
    (open: boolean) => {
      pageStore.onOpenChange(open);
      onOpenChange?.(open);
    },
    [onOpenChange],
  );
  return { mouseEnterDelay: pageStore.openDelaySeconds(), mouseLeaveDelay: 0, onOpenChange: handle };
}
