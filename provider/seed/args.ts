import type { SeedOptions } from './types';

export interface SeedArgs {
  reset: boolean;
  options: SeedOptions;
}

const ORGS = ['northgate', 'riverside'] as const;

const USAGE = 'Usage: npm run seed -- [--reset] [--scans N] [--org northgate|riverside]';

/**
 * `--reset` wipes the database first; `--scans N` adds N generated scans (benchmarks) to an
 * organisation of the demo (`--org`, Northgate by default), seeding the demo first when the
 * database is empty.
 */
export function parseSeedArgs(argv: string[]): SeedArgs {
  const args: SeedArgs = { reset: false, options: {} };
  const valueOf = (arg: string, name: string, i: number): [string | undefined, number] =>
    arg.includes('=') ? [arg.slice(name.length + 1), i] : [argv[i + 1], i + 1];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--reset') {
      args.reset = true;
    } else if (arg === '--scans' || arg.startsWith('--scans=')) {
      const [value, next] = valueOf(arg, '--scans', i);
      i = next;
      const scans = Number(value);
      if (value === undefined || value === '' || !Number.isInteger(scans) || scans < 0) {
        throw new Error(`--scans needs a whole number, got ${value ?? 'nothing'}`);
      }
      args.options.scans = scans;
    } else if (arg === '--org' || arg.startsWith('--org=')) {
      const [value, next] = valueOf(arg, '--org', i);
      i = next;
      if (!ORGS.includes(value as (typeof ORGS)[number])) {
        throw new Error(`--org is northgate or riverside, got ${value ?? 'nothing'}`);
      }
      args.options.org = value as (typeof ORGS)[number];
    } else {
      throw new Error(`Unknown option ${arg}. ${USAGE}`);
    }
  }
  return args;
}
