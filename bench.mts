import { createProvider } from '/work/main/provider/index';
import { ensureSecrets } from '/work/main/provider/secrets';
import { sql } from 'drizzle-orm';
ensureSecrets('/tmp/bench1m');
const p = await createProvider({ dataDir: '/tmp/bench1m', seed: false });
const login = await p.fetch(new Request('http://x/api/v1/dashboard/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@demo.test', password: 'Parking@2026', sessionToken: 'web_benchmark1' }) }));
const token = (await login.json()).jwtToken;
const q = async (s: any) => ((await p.db.execute(s)) as any).rows;
const [{ uuid: ng }] = await q(sql`select uuid from organisations where name = 'Northgate University Parking'`);
const [{ uuid: priya }] = await q(sql`select uuid from users where email = 'priya.shah@demo.test'`);
const [{ uuid: hot }] = await q(sql`select uuid from lists where name = 'Scofflaw - Unpaid Citations'`);
const [{ plate }] = await q(sql`select plate from scans where entity_uuid = ${ng} order by captured_at desc limit 1`);
const time = async (label: string, path: string, n = 3) => {
  let best = Infinity; let status = 0; let size = 0;
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    const res = await p.fetch(new Request('http://x' + path, { headers: { authorization: `Bearer ${token}` } }));
    const body = await res.text(); size = body.length; status = res.status;
    best = Math.min(best, performance.now() - t);
  }
  console.log(label.padEnd(28), status, `${best.toFixed(1)} ms`, `${size} bytes`);
};
await time('page 0', `/api/v2/dashboard/${ng}/plates/offset/0`);
await time('page 50', `/api/v2/dashboard/${ng}/plates/offset/50`);
await time('page 2000', `/api/v2/dashboard/${ng}/plates/offset/2000`);
await time('alerts page 0', `/api/v2/dashboard/${ng}/plates/offset/0?alert=true`);
await time('alerts of list page 0', `/api/v2/dashboard/${ng}/plates/offset/0?alert=true&list=${hot}`);
await time('member page 0', `/api/v2/dashboard/${ng}/plates/user/${priya}/offset/0`);
await time('search 1 char', `/api/v2/dashboard/${ng}/plates/search/A`);
await time('search 3 chars', `/api/v2/dashboard/${ng}/plates/search/${plate.slice(0,3)}`);
await time('search alerts 2 chars', `/api/v2/dashboard/${ng}/plates/search/${plate.slice(0,2)}?alert=true`);
await time('history', `/api/v2/dashboard/${ng}/plates/history/${plate}`);
await time('heatmap', `/api/v1/dashboard/${ng}/overview/heatmap/America%2FNew_York`);
await time('allstats', `/api/v2/dashboard/${ng}/allstats/?timezone=America%2FDetroit`);
await time('activity', `/api/v2/dashboard/${ng}/activity/?timezone=America%2FDetroit`);
await time('team users', `/api/v2/team/${ng}/users/`);
await time('simple lists', `/api/v2/dashboard/${ng}/lists/simple`);
await time('orgs', `/api/v1/dashboard/orgs`);
for (const [label, query] of [
  ['page 0', sql`explain analyze select s.uuid from scans s left join alerts a on a.scan_uuid = s.uuid where s.entity_uuid = ${ng} order by s.captured_at desc, s.uuid desc limit 100 offset 0`],
  ['search', sql`explain analyze select s.uuid from scans s where s.entity_uuid = ${ng} and s.plate like ${plate.slice(0,3) + '%'} order by s.captured_at desc, s.uuid desc limit 500`],
  ['history', sql`explain analyze select s.uuid from scans s where s.entity_uuid = ${ng} and s.plate = ${plate} order by s.captured_at desc, s.uuid desc limit 200`],
  ['activity', sql`explain analyze select captured_by_uuid, count(*) from scans where entity_uuid = ${ng} and captured_at >= now() - interval '30 days' group by 1`],
  ['team', sql`explain analyze select captured_by_uuid, count(*) from scans where entity_uuid = ${ng} and captured_by_uuid is not null group by 1`],
] as const) {
  console.log('---', label);
  for (const r of await q(query)) console.log('  ', r['QUERY PLAN']);
}
await p.close();
