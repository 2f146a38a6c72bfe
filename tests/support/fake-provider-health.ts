import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A stand-in provider on a local port answering GET /api/health with this status and body. */
export async function fakeProvider(
  status: number,
  body: unknown,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    res.writeHead(req.url === '/api/health' ? status : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
