import 'server-only';
import NextAuth from 'next-auth';
import { authConfig } from './auth-config';

/**
 * The one next-auth instance. The configuration is read per request (lazy form), so building the
 * app needs no AUTH_SECRET.
 *
 * - `auth()`: the session of the current request in server components and layouts; `auth(fn)`
 *   wraps a route handler and hands it `req.auth` (the BFF's session guard).
 * - `handlers`: Auth.js's own routes (CSRF token, Credentials callback, session update). They are
 *   not served to browsers at /api/auth: the BFF's POST /api/session and POST /api/orgs/select
 *   call them in-process (server/auth/session-store.ts), behind the BFF's Origin check and with
 *   the spec's texts. next-auth's `signIn`/`signOut`/`unstable_update` are not used: they read
 *   and write the request's cookies through next/headers, which only exists inside a Next.js
 *   request, while the BFF is a Request → Response handler that also runs in Jest.
 */
export const { handlers, auth } = NextAuth(() => authConfig());
