/** Share of new traces recorded when OTEL_TRACES_SAMPLER_ARG is not set and spans are exported. */
export const DEFAULT_TRACE_SAMPLE_RATIO = 0.1;

/**
 * The ratio of traces a process starts that are recorded (a trace started elsewhere follows its parent's
 * decision): OTEL_TRACES_SAMPLER_ARG (0 to 1; BaseConfig refuses other values at start), else 10 % while
 * spans are exported and none while nothing would receive them.
 */
export function traceSampleRatio(env: NodeJS.ProcessEnv, exporting: boolean): number {
  const configured = env.OTEL_TRACES_SAMPLER_ARG;
  if (configured !== undefined && configured.trim() !== '') {
    const ratio = Number(configured);
    if (Number.isFinite(ratio) && ratio >= 0 && ratio <= 1) return ratio;
  }
  return exporting ? DEFAULT_TRACE_SAMPLE_RATIO : 0;
}
