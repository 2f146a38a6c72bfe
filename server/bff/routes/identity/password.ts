import 'server-only';
import { authBffRoutes } from '@/lib/contract/auth/bff-routes';
import { bffRouter, on } from '../../route';
import { forgotPasswordBody, resetPasswordFormBody } from '@/lib/contract/auth/bff';
import { resetPasswordWeb, sendResetEmail } from '@/lib/contract';
import { messages } from '@/lib/messages';
import { ProviderError } from '@/server/provider-client';
import { firstIssue, parseBody } from '../../context';
import {
  errorResponse,
  PROVIDER_FAILED,
  PROVIDER_FAILED_STATUS,
  refuseAs,
  toErrorResponse,
} from '../../errors';
import { errorFields, logger } from '@/platform/log';

/** The provider's limits (reset mails, reset codes): 429 with its text and Retry-After. */
const isRateLimited = (error: unknown): error is ProviderError =>
  error instanceof ProviderError && error.status === 429;

export const passwordRoutes = bffRouter('/api/password');

/**
 * Always the same answer, whether or not the account exists (spec 1 §8); too many requests are
 * 429 (counted for unknown addresses too, so that tells nothing either).
 */
on(passwordRoutes, authBffRoutes.forgotPassword, async (c) => {
  const raw: unknown = await c.req.json().catch(() => null);
  const parsed = forgotPasswordBody.safeParse(raw);
  // A control character or an over-long address is refused before anything (never a 200 whose
  // mail could not be sent); an empty or missing address keeps the same answer as any other.
  if (!parsed.success && parsed.error.issues[0]?.code !== 'invalid_type') {
    return errorResponse(400, 'BAD_REQUEST', firstIssue(parsed.error));
  }
  if (parsed.success && parsed.data.email) {
    try {
      await c.var.provider.call(sendResetEmail, { body: { email: parsed.data.email } });
    } catch (error) {
      if (isRateLimited(error)) return toErrorResponse(error);
      if (error instanceof ProviderError && error.status === 400) return toErrorResponse(error);
      logger.error('send_reset_email failed', errorFields(error));
    }
  }
  return c.json({ message: messages.forgotPassword });
});

/** Sets the new password with the reset code from the link. */
on(passwordRoutes, authBffRoutes.resetPassword, async (c) => {
  const body = await parseBody(c, resetPasswordFormBody);
  // A provider that answered 5xx: the spec's reset failure text too (spec 1 §8).
  refuseAs(c, {
    [PROVIDER_FAILED]: { status: PROVIDER_FAILED_STATUS, message: messages.resetFailed },
  });
  try {
    await c.var.provider.call(resetPasswordWeb, { body });
    return c.json({ message: messages.resetSuccess });
  } catch (error) {
    if (isRateLimited(error)) return toErrorResponse(error);
    if (error instanceof ProviderError && error.status < 500) {
      return errorResponse(400, 'RESET_FAILED', messages.resetFailed);
    }
    throw error;
  }
});
