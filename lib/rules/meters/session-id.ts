/**
 * A parking session's public id: 8 characters drivers can read out ('K7M2QX9A'), no 0/O or
 * 1/I. One format for sessions paid on the portal and seeded ones; `pick(n)` gives an integer
 * in [0, n) (crypto's randomInt in the provider, the seed's repeatable generator in the seed).
 */
export const SESSION_ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const SESSION_ID_LENGTH = 8;
export const SESSION_ID_PATTERN = new RegExp(`^[${SESSION_ID_ALPHABET}]{${SESSION_ID_LENGTH}}$`);

export function sessionPublicId(pick: (n: number) => number): string {
  let id = '';
  for (let i = 0; i < SESSION_ID_LENGTH; i += 1) {
    id += SESSION_ID_ALPHABET[pick(SESSION_ID_ALPHABET.length)];
  }
  return id;
}
