import 'server-only';
import { CredentialsSignin, type NextAuthConfig } from 'next-auth';
import { errorFields, logger } from '@/platform/log';

/**
 * Auth.js's errors caused by what a client sent, not by the server: an unreadable session cookie
 * (garbage, tampered with, sealed with another secret). They are answered (401 on /api, a
 * redirect to /login on pages) and logged as one warn line without a stack.
 */
const CLIENT_CAUSED = new Set(['JWTSessionError']);

/**
 * An Auth.js error's kind. Its `type` is a static string; its `name` is the class name, which a
 * minified production build renames (so `name === 'JWTSessionError'` never matched there).
 */
function typeOf(error: Error): string {
  const type = (error as Error & { type?: unknown }).type;
  return typeof type === 'string' ? type : error.name;
}

/** What a client-caused error says, without the objects or stack it holds. */
function reasonOf(error: Error): string | undefined {
  const cause = error.cause as { err?: unknown } | undefined;
  return cause?.err instanceof Error ? cause.err.message.slice(0, 200) : undefined;
}

/** Auth.js's `logger`: its errors as lines of the app's JSON log. */
export const authLogger: NonNullable<NextAuthConfig['logger']> = {
  error(error) {
    const type = typeOf(error);
    // A refused sign-in is an answer (401/403/429), not an event of the server.
    if (error instanceof CredentialsSignin || type === 'CredentialsSignin') return;
    if (CLIENT_CAUSED.has(type)) {
      const reason = reasonOf(error);
      logger.warn('unreadable session cookie', { authError: type, ...(reason ? { reason } : {}) });
      return;
    }
    logger.error('auth error', errorFields(error));
  },
  warn() {},
};
