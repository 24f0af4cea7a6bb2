import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fakeApi } from '../testing/fake-api.ts';
import { ApiContractError, ApiError, apiClient } from './api-client.ts';

const Pong = z.object({ pong: z.boolean() });

describe('apiClient', () => {
  it('sends JSON and returns the parsed answer', async () => {
    const { requests, fetchMock } = fakeApi({ 'POST /api/ping': () => ({ body: { pong: true } }) });
    await expect(apiClient.post('/api/ping', { hello: 'world' }, Pong)).resolves.toEqual({ pong: true });
    expect(requests[0]?.body).toEqual({ hello: 'world' });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.headers).toMatchObject({ 'content-type': 'application/json' });
  });

  it('puts query parameters in the address and leaves out undefined ones', async () => {
    const { requests } = fakeApi({ 'GET /api/ping': () => ({ body: { pong: true } }) });
    await apiClient.get('/api/ping', Pong, { query: { jobId: 'a b', limit: 5, missing: undefined } });
    expect(requests[0]?.query.toString()).toBe('jobId=a+b&limit=5');
  });

  it('turns a non-2xx answer into an ApiError with the status and the server text', async () => {
    fakeApi({
      'GET /api/ping': () => ({
        status: 403,
        body: { error: 'Your plan does not include this', code: 'forbidden' },
      }),
    });
    const error = await apiClient.get('/api/ping', Pong).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 403,
      serverMessage: 'Your plan does not include this',
      code: 'forbidden',
    });
    expect((error as ApiError).message).toBe('Your plan does not include this');
  });

  it('keeps the first field error as the detail of a 400', async () => {
    fakeApi({
      'POST /api/ping': () => ({
        status: 400,
        body: {
          error: 'Please check the highlighted fields',
          fieldErrors: { name: ['Please enter a name'] },
        },
      }),
    });
    const error = await apiClient.post('/api/ping', {}, Pong).catch((caught: unknown) => caught);
    expect((error as ApiError).detail).toBe('Please enter a name');
  });

  it('has no server text when the error body is not the shared shape', async () => {
    fakeApi({ 'GET /api/ping': () => ({ status: 502, body: '<html>Bad gateway</html>' }) });
    const error = await apiClient.get('/api/ping', Pong).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 502, serverMessage: null, detail: null });
  });

  it('rejects a 2xx answer that breaks the contract', async () => {
    fakeApi({ 'GET /api/ping': () => ({ body: { pong: 'yes' } }) });
    await expect(apiClient.get('/api/ping', Pong)).rejects.toBeInstanceOf(ApiContractError);
  });
});
