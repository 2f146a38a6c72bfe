import path from 'node:path';
const dataDir = path.join(import.meta.dirname, 'out', 'citations-data');
process.env.DATA_DIR = dataDir;
process.env.MAIL_LOG = 'silent';
async function main() {
  const { ensureSecrets, getProvider } = await import('../provider');
  ensureSecrets(dataDir);
  const { BffClient } = await import('../tests/support/bff-client');
  const provider = await getProvider();
  const bff = new BffClient();
  await bff.signInWithOrg('admin@demo.test', 'Northgate University Parking');
  for (let i = 0; i < 30; i++) await (await bff.send('GET', '/api/citations/issued?tz=UTC')).arrayBuffer();
  const { Session } = await import('node:inspector/promises');
  const s = new Session(); s.connect();
  await s.post('Profiler.enable'); await s.post('Profiler.start');
  const t = performance.now();
  for (let i = 0; i < 200; i++) await (await bff.send('GET', '/api/citations/issued?tz=UTC')).arrayBuffer();
  console.log('per request', ((performance.now() - t) / 200).toFixed(2));
  const { profile } = await s.post('Profiler.stop') as any;
  // self time per function
  const self = new Map<string, number>();
  const dt = profile.timeDeltas as number[]; const samples = profile.samples as number[];
  const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
  samples.forEach((id, i) => { const n: any = byId.get(id); const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').slice(-3).join('/')}:${n.callFrame.lineNumber}`; self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0)); });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  console.log([...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${(100 * v / total).toFixed(1)}% ${k}`).join('\n'));
  await provider.close();
}
main();
