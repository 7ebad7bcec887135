/** Jest global teardown: stops every process of the stack, then drops the run's database and stream. */
import { destroyTestEnv } from '@rtm/backend/testing';

export default async function stackTeardown() {
  const running = globalThis.__RTM_STACK__;
  if (!running) return;
  globalThis.__RTM_STACK__ = undefined;
  try {
    await running.stack.stop();
  } finally {
    await destroyTestEnv(running.env);
  }
}
