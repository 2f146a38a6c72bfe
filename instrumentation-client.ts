/**
 * Runs in the browser before the app's own code (Next's client instrumentation hook), so before
 * any zod schema is built: see lib/zod-config.ts.
 */
import '@/lib/zod-config';
