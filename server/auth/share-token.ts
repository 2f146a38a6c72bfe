import 'server-only';
import { sealData, unsealData } from 'iron-session';
import { z } from 'zod';

/**
 * Share link tokens (DESIGN: iron-session seals short tamper-proof tokens). A token seals the
 * share's uuid, its secret (the provider's bearer credential for that one share) and its expiry
 * with SESSION_PASSWORD, so a forged or altered link is refused before the provider is asked;
 * the provider still checks the secret, the revocation and the expiry on every call.
 */

const sealed = z.object({ s: z.uuid(), k: z.string().min(20), e: z.number().int() });

export interface ShareToken {
  share: string;
  secret: string;
  /** Expiry (epoch ms). */
  expiresAt: number;
}

export type OpenedToken =
  { ok: true; token: ShareToken } | { ok: false; reason: 'invalid' | 'expired' };

function password(): string {
  const value = process.env.SESSION_PASSWORD;
  if (!value || value.length < 32) {
    throw new Error(
      'SESSION_PASSWORD (32+ characters) is not set: run `npm start` once or see .env.example.',
    );
  }
  return value;
}

/**
 * Seals a share into the link token. The seal has no ttl of its own (iron-session answers {}
 * for both a bad and an outdated seal): the sealed expiry tells an expired link apart.
 */
export async function sealShareToken(token: ShareToken): Promise<string> {
  const ttl = 0;
  return sealData(
    { s: token.share, k: token.secret, e: token.expiresAt },
    { password: password(), ttl },
  );
}

/** Opens a link token: invalid when forged, altered or unreadable; expired past its expiry. */
export async function openShareToken(raw: string): Promise<OpenedToken> {
  if (!raw || raw.length > 1000) return { ok: false, reason: 'invalid' };
  let data: unknown;
  try {
    data = await unsealData(raw, { password: password(), ttl: 0 });
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const parsed = sealed.safeParse(data);
  if (!parsed.success) return { ok: false, reason: 'invalid' };
  const token = { share: parsed.data.s, secret: parsed.data.k, expiresAt: parsed.data.e };
  if (token.expiresAt <= Date.now()) return { ok: false, reason: 'expired' };
  return { ok: true, token };
}
