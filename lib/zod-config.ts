import { z } from 'zod';

/**
 * Zod probes whether it may compile code (`new Function`) when an object schema is built; under
 * the pages' CSP (no 'unsafe-eval') that probe is a CSP violation in the browser console. Jitless
 * parsing needs no eval. Loaded by instrumentation-client.ts, before any schema module.
 */
z.config({ jitless: true });
