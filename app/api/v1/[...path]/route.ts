import { exposeProvider } from '@/server/provider-client/expose';

/**
 * In one-process mode the reference provider's own API (/api/v1/**, used by the patrol app and
 * by integrations) is served on the same origin. With PROVIDER_API_URL set it answers 404: the
 * real provider is elsewhere.
 */
export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export const GET = exposeProvider;
export const POST = exposeProvider;
export const PUT = exposeProvider;
export const DELETE = exposeProvider;
