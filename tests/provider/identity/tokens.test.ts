import { createHmac } from 'node:crypto';
import { signProviderJwt, verifyProviderJwt } from '@/provider/services/identity';

const SECRET = 'test-secret-for-provider-jwts-0123456789';
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

function forge(header: object, claims: object, secret = SECRET): string {
  const head = `${b64(header)}.${b64(claims)}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

const claims = {
  sub: '0f8b0f8b-0f8b-4f8b-8f8b-0f8b0f8b0f8b',
  sid: '1a2b1a2b-1a2b-4a2b-8a2b-1a2b1a2b1a2b',
};

describe('provider JWTs (HS256)', () => {
  const previous = process.env.PROVIDER_JWT_SECRET;
  beforeAll(() => {
    process.env.PROVIDER_JWT_SECRET = SECRET;
  });
  afterAll(() => {
    process.env.PROVIDER_JWT_SECRET = previous;
  });

  it('accepts what signProviderJwt signs and returns its claims', async () => {
    const token = await signProviderJwt(claims.sub, claims.sid, new Date(Date.now() + 60_000));
    await expect(verifyProviderJwt(token)).resolves.toMatchObject(claims);
  });

  it.each([
    [
      'a token signed with another secret',
      () => forge({ alg: 'HS256', typ: 'JWT' }, { ...claims, exp: now() + 60 }, 'other'),
    ],
    ['alg none', () => `${b64({ alg: 'none' })}.${b64({ ...claims, exp: now() + 60 })}.`],
    [
      'alg HS512 header on an HS256 signature',
      () => forge({ alg: 'HS512' }, { ...claims, exp: now() + 60 }),
    ],
    ['an expired token', () => forge({ alg: 'HS256' }, { ...claims, exp: now() - 1 })],
    ['a token without exp', () => forge({ alg: 'HS256' }, claims)],
    [
      'a token not valid before a future time',
      () => forge({ alg: 'HS256' }, { ...claims, exp: now() + 60, nbf: now() + 30 }),
    ],
    ['two parts', () => `${b64({ alg: 'HS256' })}.${b64(claims)}`],
    ['garbage', () => 'not.a.jwt'],
    ['an empty string', () => ''],
  ])('refuses %s with 401 UNAUTHENTICATED', async (_name, make) => {
    await expect(verifyProviderJwt(make())).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
    });
  });

  it('refuses a token whose payload was changed after signing', async () => {
    const token = await signProviderJwt(claims.sub, claims.sid, new Date(Date.now() + 60_000));
    const [head, , sig] = token.split('.');
    const tampered = `${head}.${b64({ ...claims, sub: '2c3d2c3d-2c3d-4c3d-8c3d-2c3d2c3d2c3d', exp: now() + 60 })}.${sig}`;
    await expect(verifyProviderJwt(tampered)).rejects.toMatchObject({ status: 401 });
  });

  describe('a token verified once (remembered)', () => {
    afterEach(() => {
      jest.useRealTimers();
      process.env.PROVIDER_JWT_SECRET = SECRET;
    });

    it('still expires: the remembered token is refused once its exp has passed', async () => {
      const token = forge({ alg: 'HS256' }, { ...claims, exp: now() + 60 });
      await expect(verifyProviderJwt(token)).resolves.toMatchObject(claims);
      jest.useFakeTimers({ now: Date.now() + 61_000 });
      await expect(verifyProviderJwt(token)).rejects.toMatchObject({ status: 401 });
    });

    it('is checked again under a new key: a token of the old key is refused', async () => {
      const token = forge({ alg: 'HS256' }, { ...claims, exp: now() + 60 });
      await expect(verifyProviderJwt(token)).resolves.toMatchObject(claims);
      process.env.PROVIDER_JWT_SECRET = 'a-rotated-secret-for-provider-jwts-98765';
      await expect(verifyProviderJwt(token)).rejects.toMatchObject({ status: 401 });
    });

    it('answers the same claims each time, which nobody can change', async () => {
      const token = forge({ alg: 'HS256' }, { ...claims, exp: now() + 60 });
      const first = await verifyProviderJwt(token);
      const again = await verifyProviderJwt(token);
      expect(again).toEqual(first);
      expect(Object.isFrozen(again)).toBe(true);
    });
  });
});
