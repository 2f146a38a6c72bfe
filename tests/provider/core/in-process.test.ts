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

  it('makes its body only when read, the same JSON by every reader', async () => {
    const data = { a: [1, 'b', null] };
    const text = JSON.stringify(data);
    expect(await payloadResponse(data, 200).text()).toBe(text);
    expect(new TextDecoder().decode(await payloadResponse(data, 200).arrayBuffer())).toBe(text);
    expect(await new Response(payloadResponse(data, 200).body).text()).toBe(text);
    expect(await payloadResponse(data, 200).clone().json()).toEqual(data);
    const read = payloadResponse(data, 200);
    expect(read.bodyUsed).toBe(false);
    await read.json();
    expect(read.bodyUsed).toBe(true);
    expect(read.status).toBe(200);
  });

  it('finds no object on an ordinary Response', () => {
    expect(payloadOf(Response.json({ a: 1 }))).toEqual({ found: false });
  });
});
