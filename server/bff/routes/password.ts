import 'server-only';
import { Hono } from 'hono';
import { forgotPasswordBody, resetPasswordFormBody } from '@/lib/contract/bff';
import { resetPasswordWeb, sendResetEmail } from '@/lib/contract';
import { messages } from '@/lib/messages';
import { callProvider, ProviderError } from '@/server/provider-client';
import type { BffEnv } from '../context';
import { parseBody } from '../context';
import { errorResponse } from '../errors';
import { errorFields, logger } from '@/provider/http/log';

export const passwordRoutes = new Hono<BffEnv>();

/** Always the same answer, whether or not the account exists (spec 1 §8). */
passwordRoutes.post('/forgot', async (c) => {
  const raw: unknown = await c.req.json().catch(() => null);
  const parsed = forgotPasswordBody.safeParse(raw);
  if (parsed.success && parsed.data.email) {
    await callProvider(sendResetEmail, { body: { email: parsed.data.email } }).catch((error) => {
      logger.error('send_reset_email failed', errorFields(error));
    });
  }
  return c.json({ message: messages.forgotPassword });
});

/** Sets the new password with the reset code from the link. */
passwordRoutes.post('/reset', async (c) => {
  const body = await parseBody(c, resetPasswordFormBody);
  try {
    await callProvider(resetPasswordWeb, { body });
    return c.json({ message: messages.resetSuccess });
  } catch (error) {
    if (error instanceof ProviderError && error.status < 500) {
      return errorResponse(400, 'RESET_FAILED', messages.resetFailed);
    }
    throw error;
  }
});
