import 'server-only';
import { z } from 'zod';
import { authBffRoutes as routes } from '@/lib/contract/auth/bff-routes';
import { forgotPasswordBody, resetPasswordFormBody } from '@/lib/contract/auth/bff';
import { resetPasswordWeb, sendResetEmail } from '@/lib/contract';
import { messages } from '@/lib/messages';
import { ProviderError } from '@/server/provider-client';
import { errorFields, logger } from '@/platform/log';
import { firstIssue } from '../../context';
import { endpoint } from '../../endpoint';
import {
  errorResponse,
  PROVIDER_FAILED,
  PROVIDER_FAILED_STATUS,
  toErrorResponse,
} from '../../errors';

/** /api/password: "forgot password" and the reset link's form. */

/** The provider's limits (reset mails, reset codes): 429 with its text and Retry-After. */
const isRateLimited = (error: unknown): error is ProviderError =>
  error instanceof ProviderError && error.status === 429;

const messageResponse = z.object({ message: z.string() });
const forgotAnswer = () => ({ message: messages.forgotPassword });

/**
 * A control character or an over-long address is refused before anything (never a 200 whose
 * mail could not be sent); an empty or missing address keeps the same answer as any other.
 */
function refuseForgotBody(error: z.ZodError): Response {
  if (error.issues[0]?.code === 'invalid_type') return Response.json(forgotAnswer());
  return errorResponse(400, 'BAD_REQUEST', firstIssue(error));
}

export const passwordEndpoints = [
  /**
   * Always the same answer, whether or not the account exists (spec 1 §8); too many requests are
   * 429 (counted for unknown addresses too, so that tells nothing either).
   */
  endpoint(routes.forgotPassword, {
    summary: 'Sends a reset e-mail; the same answer whether or not the account exists.',
    body: forgotPasswordBody,
    invalidBody: refuseForgotBody,
    response: messageResponse,
    errors: { 429: 'Too many reset mails (RATE_LIMITED).' },
    handler: async ({ caller, body: { email } }) => {
      if (!email) return forgotAnswer();
      try {
        await caller.provider.call(sendResetEmail, { body: { email } });
      } catch (error) {
        if (isRateLimited(error)) return toErrorResponse(error);
        if (error instanceof ProviderError && error.status === 400) return toErrorResponse(error);
        logger.error('send_reset_email failed', errorFields(error));
      }
      return forgotAnswer();
    },
  }),

  /** Sets the new password with the reset code from the link. */
  endpoint(routes.resetPassword, {
    summary: 'Sets the new password with the reset code from the link.',
    body: resetPasswordFormBody,
    response: messageResponse,
    errors: { 400: 'The code is wrong or expired (RESET_FAILED).', 429: 'Too many attempts.' },
    // A provider that answered 5xx: the spec's reset failure text too (spec 1 §8).
    refusals: {
      [PROVIDER_FAILED]: { status: PROVIDER_FAILED_STATUS, message: messages.resetFailed },
    },
    handler: async ({ caller, body }) => {
      try {
        await caller.provider.call(resetPasswordWeb, { body });
        return { message: messages.resetSuccess };
      } catch (error) {
        if (isRateLimited(error)) return toErrorResponse(error);
        if (error instanceof ProviderError && error.status < 500) {
          return errorResponse(400, 'RESET_FAILED', messages.resetFailed);
        }
        throw error;
      }
    },
  }),
];
