import type { SeedOptions } from './types';

export interface SeedArgs {
  reset: boolean;
  options: SeedOptions;
}

/** `--reset` wipes the database first; `--scans N` (used by the scans area) sizes the demo scans. */
export function parseSeedArgs(argv: string[]): SeedArgs {
  const args: SeedArgs = { reset: false, options: {} };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--reset') {
      args.reset = true;
    } else if (arg === '--scans' || arg.startsWith('--scans=')) {
      const value = arg.includes('=') ? arg.slice('--scans='.length) : argv[++i];
      const scans = Number(value);
      if (!Number.isInteger(scans) || scans < 0) {
        throw new Error(`--scans needs a whole number, got ${value ?? 'nothing'}`);
      }
      args.options.scans = scans;
    } else {
      throw new Error(`Unknown option ${arg}. Usage: npm run seed -- [--reset] [--scans N]`);
    }
  }
  return args;
}
