import { describe, expect, it } from '@jest/globals';
import { ApiClient } from './support/api-client.js';

describe('GET /health', () => {
  it('says the database and NATS are up, without a session', async () => {
    const res = await new ApiClient().get('/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up', nats: 'up' });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('sends the security headers', async () => {
    const res = await new ApiClient().get('/health');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });
});
