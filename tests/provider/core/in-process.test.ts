import { isInProcess, markInProcess, payloadOf, payloadResponse } from '@/provider/http/in-process';

describe('in-process answers (one-process mode)', () => {
  it('only a Request marked by this process counts as in-process; a header cannot forge it', () => {
    const plain = new Request('http://provider.internal/api/v1/x', {
      headers: { 'x-in-process': 'true', 'vert.provider.inProcessRequest': 'true' },
    });
    expect(isInProcess(plain)).toBe(false);
    expect(isInProcess(markInProcess(new Request('http://provider.internal/api/v1/x')))).toBe(true);
  });

  it('carries the object itself and still has the same JSON body for anything that reads it', async () => {
    const data = { plates: [{ plate: 'ABC123', confidence: 0.94, listUUID: null }] };
    const res = payloadResponse(data, 200);
    expect(payloadOf(res)).toEqual({ found: true, data });
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(await res.json()).toEqual(data);
  });

  it('finds no object on an ordinary Response', () => {
    expect(payloadOf(Response.json({ a: 1 }))).toEqual({ found: false });
  });
});
