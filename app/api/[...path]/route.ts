import { handleBffRequest } from '@/server/bff/app';

/** Mounts the BFF router (server/bff) on /api/**. */
export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export const GET = handleBffRequest;
export const POST = handleBffRequest;
export const PUT = handleBffRequest;
export const DELETE = handleBffRequest;
export const PATCH = handleBffRequest;
