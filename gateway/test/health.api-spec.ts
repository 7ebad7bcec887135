import { describe, expect, it } from '@jest/globals';
import { HEALTH_PATHS } from '@rtm/backend/app';
import { ApiClient } from './support/api-client.js';

describe('GET /health', () => {
  it('says the database and NATS are up and the events stream has its copy, without a session', async () => {
    const res = await new ApiClient().get('/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up', nats: 'up', eventStream: { state: 'up', replicas: 1, currentReplicas: 1 } });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('answers the probe paths the Kubernetes manifests use (readiness and liveness)', async () => {
    expect((await new ApiClient().get(HEALTH_PATHS.ready)).status).toBe(200);
    const live = await new ApiClient().get(HEALTH_PATHS.live);
    expect(live.status).toBe(200);
    expect(live.body).toEqual({ status: 'ok' });
    expect(live.headers.getSetCookie()).toEqual([]);
  });

  it('sends the security headers', async () => {
    const res = await new ApiClient().get('/health');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });
});
