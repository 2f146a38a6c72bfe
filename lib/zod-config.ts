import { z } from 'zod';

/**
 * Zod's object parser probes whether it may compile code (`new Function`) on first use; under the
 * pages' CSP (no 'unsafe-eval') that probe is a CSP violation in the browser console. Jitless
 * parsing needs no eval. Imported first by the client root (components/shell/AppProviders.tsx).
 */
z.config({ jitless: true });
