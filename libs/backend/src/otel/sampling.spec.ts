import { describe, expect, it } from '@jest/globals';
import { DEFAULT_TRACE_SAMPLE_RATIO, traceSampleRatio } from './sampling.js';

describe('traceSampleRatio', () => {
  it('takes OTEL_TRACES_SAMPLER_ARG between 0 and 1', () => {
    expect(traceSampleRatio({ OTEL_TRACES_SAMPLER_ARG: '0.25' }, true)).toBe(0.25);
    expect(traceSampleRatio({ OTEL_TRACES_SAMPLER_ARG: '1' }, false)).toBe(1);
  });

  it('samples a share of traces while exporting and none otherwise when unset or invalid', () => {
    expect(traceSampleRatio({}, true)).toBe(DEFAULT_TRACE_SAMPLE_RATIO);
    expect(traceSampleRatio({}, false)).toBe(0);
    expect(traceSampleRatio({ OTEL_TRACES_SAMPLER_ARG: '2' }, true)).toBe(DEFAULT_TRACE_SAMPLE_RATIO);
  });
});
