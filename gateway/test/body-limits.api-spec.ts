import { describe, expect, it } from '@jest/globals';
import { ERRORS } from '@rtm/contracts';
import { ApiClient } from './support/api-client.js';

const json = (bytes: number) => JSON.stringify({ fileData: 'A'.repeat(bytes) });

describe('body limits', () => {
  it('allows the spreadsheet upload more than the 1 MB of other requests', async () => {
    const client = new ApiClient();
    const upload = await client.request('POST', '/api/risks/bulk-upload', { raw: json(2 * 1024 * 1024) });
    expect(upload.status).not.toBe(413); // 401 once the route exists, 404 before
    const elsewhere = await client.request('POST', '/api/departments', { raw: json(2 * 1024 * 1024) });
    expect(elsewhere.status).toBe(413);
  });

  it('refuses an upload over 15 MB with 413', async () => {
    const res = await new ApiClient().request('POST', '/api/risks/bulk-upload', { raw: json(16 * 1024 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ statusCode: 413, message: ERRORS.bodyTooLarge });
  });
});
