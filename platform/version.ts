import pkg from '../package.json' with { type: 'json' };

/** The product's version (package.json), answered by the health checks of both tiers. */
export const version: string = pkg.version;
