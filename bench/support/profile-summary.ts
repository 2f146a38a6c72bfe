/**
 * Where a process's CPU time went, from a V8 CPU profile (`node --cpu-prof`; the load bench
 * writes them with LOAD_CPU_PROF=1 into bench/out/profiles). Prints the share of self time per
 * package or folder of the clone, and the functions with the most self time.
 * Run: `npx tsx bench/support/profile-summary.ts bench/out/profiles/<file>.cpuprofile [top]`.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** 'node_modules/next/…' → 'next'; the clone's own files by their first folder; Node's own. */
function groupOf(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : '(native)';
  if (url.startsWith('node:')) return 'node:' + url.slice(5).split('/')[0];
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) {
    // Next's own bundled copies of packages (next/dist/compiled/<pkg>).
    const compiled = /next\/dist\/compiled\/((?:@[^/]+\/)?[^/]+)/.exec(url);
    return compiled ? `next (compiled ${compiled[1]})` : m[1];
  }
  const own = /\/(app|server|provider|lib|components|\.next\/server\/[^/]+)\//.exec(url);
  return own ? own[1] : url.split('/').slice(-2).join('/');
}

function main() {
  const [file, topArg] = process.argv.slice(2);
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) =>
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)),
  );
  let total = 0;
  let idle = 0;
  const groups = new Map<string, number>();
  const fns = new Map<string, number>();
  for (const [id, us] of self) {
    const { callFrame: f } = byId.get(id)!;
    total += us;
    if (f.functionName === '(idle)' || f.functionName === '(program)') {
      if (f.functionName === '(idle)') idle += us;
    }
    const g = groupOf(f.url, f.functionName);
    groups.set(g, (groups.get(g) ?? 0) + us);
    const key = `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*node_modules\//, '')}:${f.lineNumber + 1}`;
    fns.set(key, (fns.get(key) ?? 0) + us);
  }
  const busy = total - idle;
  // Inclusive time: each sample counts once for every distinct function on its stack.
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const keyOf = (n: ProfileNode) =>
    `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/w-[^/]+\//, '')}:${n.callFrame.lineNumber + 1}`;
  const inclusive = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const k = keyOf(byId.get(at)!);
      if (seen.has(k)) continue;
      seen.add(k);
      inclusive.set(k, (inclusive.get(k) ?? 0) + (profile.timeDeltas[i] ?? 0));
    }
  });
  const share = (us: number) => `${((us / busy) * 100).toFixed(1).padStart(5)} %`;
  console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy`);
  console.log('\nself time by package or folder (share of busy time):');
  for (const [g, us] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    if (g !== '(idle)') console.log(`  ${share(us)}  ${g}`);
  }
  console.log('\nfunctions with the most inclusive time:');
  for (const [k, us] of [...inclusive]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(topArg ?? 30) * 2)) {
    if (!k.startsWith('(root)') && !k.startsWith('(idle)')) console.log(`  ${share(us)}  ${k}`);
  }
  console.log('\nfunctions with the most self time:');
  for (const [k, us] of [...fns].sort((a, b) => b[1] - a[1]).slice(0, Number(topArg ?? 30))) {
    if (!k.startsWith('(idle)')) console.log(`  ${share(us)}  ${k}`);
  }
}

main();
