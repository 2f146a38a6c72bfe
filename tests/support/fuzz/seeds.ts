import type { Op } from './openapi-fuzz';

/**
 * The seeds of a fuzz walk: a fixed one (edge cases tried first) and a random one printed so a
 * failure can be replayed (`FUZZ_SEED=<n>` replaces it); `FUZZ_RUNS=<n>` sets the runs per
 * operation and seed (else `defaultRuns`).
 */
export function fuzzSeeds(defaultRuns: number) {
  const fixed = 20261124;
  const random = process.env.FUZZ_SEED
    ? Number(process.env.FUZZ_SEED)
    : Math.floor(Math.random() * 2 ** 31);
  return {
    fixed,
    random,
    seeds: [...new Set([fixed, random])],
    runs: Number(process.env.FUZZ_RUNS ?? defaultRuns),
  };
}

/** Each operation draws its own stream from the seed, so one seed replays the whole walk. */
export const seedOf = (seed: number, op: Op) =>
  [...op.id].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, seed);
