import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { ApiError, apiFetch, browserNavigation } from '@/lib/fetcher';
import { messages } from '@/lib/messages';

type FetchMock = jest.Mock<typeof fetch>;

function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

describe('apiFetch', () => {
  let fetchMock: FetchMock;
  const realFetch = globalThis.fetch;

  beforeEach(() => {
    fetchMock = jest.fn<typeof fetch>();
    globalThis.fetch = fetchMock;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    jest.restoreAllMocks();
  });

  it('sends JSON with same-origin credentials and returns the body', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { redirectTo: '/orgs' }));
    await expect(
      apiFetch('/api/session', { method: 'POST', body: { email: 'a@b.c', password: 'x' } }),
    ).resolves.toEqual({
      redirectTo: '/orgs',
    });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/session');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      body: '{"email":"a@b.c","password":"x"}',
    });
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('defaults to GET without a body', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));
    await apiFetch('/api/orgs');
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: 'GET', body: undefined });
  });

  it.each([
    [
      401,
      { error: { code: 'LOGIN_FAILED', message: messages.loginFailed } },
      401,
      'LOGIN_FAILED',
      messages.loginFailed,
    ],
    [
      403,
      { error: { code: 'FORBIDDEN', message: messages.loginForbidden } },
      403,
      'FORBIDDEN',
      messages.loginForbidden,
    ],
    [404, { error: { code: 'NO_ORGANISATION', message: 'none' } }, 404, 'NO_ORGANISATION', 'none'],
    [500, 'not json', 500, 'SERVER_ERROR', messages.serverError],
    [502, undefined, 502, 'SERVER_ERROR', messages.serverError],
  ])(
    'status %s throws ApiError with the body text',
    async (status, body, eStatus, eCode, eMessage) => {
      fetchMock.mockResolvedValue(
        typeof body === 'string' ? new Response(body, { status }) : jsonResponse(status, body),
      );
      const error = await apiFetch('/api/x').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: eStatus, code: eCode, message: eMessage });
    },
  );

  it('turns a network failure into status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    await expect(apiFetch('/api/x')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: messages.providerUnavailable,
    });
  });

  it('goes to /login on 401 UNAUTHENTICATED only', async () => {
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    (globalThis as { window?: unknown }).window = globalThis;
    try {
      fetchMock.mockResolvedValueOnce(
        jsonResponse(401, { error: { code: 'LOGIN_FAILED', message: messages.loginFailed } }),
      );
      await expect(apiFetch('/api/session', { method: 'POST', body: {} })).rejects.toMatchObject({
        status: 401,
      });
      expect(assign).not.toHaveBeenCalled();

      fetchMock.mockResolvedValueOnce(
        jsonResponse(401, { error: { code: 'UNAUTHENTICATED', message: messages.sessionExpired } }),
      );
      await expect(apiFetch('/api/orgs')).rejects.toMatchObject({
        status: 401,
        code: 'UNAUTHENTICATED',
      });
      expect(assign).toHaveBeenCalledWith('/login');
    } finally {
      delete (globalThis as { window?: unknown }).window;
    }
  });
});
