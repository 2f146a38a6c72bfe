/**
 * Stands in for `next start` in tests/provider/core/next-shutdown.test.ts without a production build:
 * the same SIGTERM handling as Next 15's start-server (stop accepting, wait for running requests,
 * then process.exit(0)), and then instrumentation.ts's register() as Next runs it.
 * GET /api/health answers from the in-process provider; POST /slow answers once its body is read.
 */
import http from 'node:http';
import { register } from '../../instrumentation';
import { getProvider } from '../../provider';

const server = http.createServer((req, res) => {
  void (async () => {
    if (req.url === '/slow') {
      let length = 0;
      for await (const chunk of req) length += (chunk as Buffer).length;
      res.end(`read ${length} bytes`);
      return;
    }
    const provider = await getProvider();
    const answer = await provider.fetch(new Request(`http://provider${req.url}`));
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(await answer.text());
  })();
});

server.listen(Number(process.env.PORT), () => {
  let cleanupStarted = false;
  const cleanup = () => {
    if (cleanupStarted) return;
    cleanupStarted = true;
    void (async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      process.exit(0);
    })();
  };
  process.on('SIGINT', cleanup);
  process.on('SIGTERM', cleanup);
  void register().then(() => console.log('ready'));
});
