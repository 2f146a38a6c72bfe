/**
 * Zod probes whether it may compile code (`new Function`) when an object schema is built; under
 * the pages' CSP (no 'unsafe-eval') that probe is a CSP violation in the browser console. Jitless
 * parsing needs no eval. Loaded by instrumentation-client.ts, before any schema module.
 *
 * Zod keeps its settings on `globalThis.__zod_globalConfig` (zod/v4/core: `globalConfig`), created
 * only when absent, so setting the flag there needs no import of zod: importing it here would put
 * all of zod into every route's first load, pages that never parse anything included.
 * tests/unit/core/csp.test.ts checks that zod reads it.
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(scope.__zod_globalConfig ??= {}).jitless = true;

export {};
