import { exposeProvider } from '@/server/provider-client/expose';

/**
 * In one-process mode the calls of the provider's own API that the patrol app needs (the allow
 * list in server/provider-client/patrol-allow-list.ts) are served on the same origin; every other
 * /api/v1/** path answers 404 here (`npm run provider` serves the whole API on its own port).
 * With PROVIDER_API_URL set everything answers 404: the real provider is elsewhere.
 */
export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export const GET = exposeProvider;
export const POST = exposeProvider;
export const PUT = exposeProvider;
export const DELETE = exposeProvider;
