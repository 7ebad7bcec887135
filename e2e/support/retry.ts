import { jest } from '@jest/globals';

// A browser test that fails is run once more, with its first error printed: on a loaded two-core CI machine a
// toast or a drop-down can miss its moment. A broken feature fails both runs.
jest.retryTimes(1, { logErrorsBeforeRetry: true });
