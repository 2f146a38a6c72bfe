import { describe, expect, it } from '@jest/globals';
import {
  parseTrustProxy,
  resolveClientAddress,
  withClientAddress,
} from '@/platform/client-address';
import { clientAddressOf } from '@/provider/http/client-address';
import { markInProcess } from '@/provider/http/in-process';

describe('resolveClientAddress', () => {
  const none = parseTrustProxy(undefined);

  it('is the socket address when no proxy is trusted (TRUST_PROXY unset)', () => {
    expect(resolveClientAddress('::ffff:203.0.113.1', '198.18.0.1', none)).toBe('203.0.113.1');
    expect(resolveClientAddress('2001:db8::1', undefined, none)).toBe('2001:db8::1');
    expect(resolveClientAddress(undefined, '198.18.0.1', none)).toBe('unknown');
  });

  it('walks X-Forwarded-For one entry per trusted hop', () => {
    const one = parseTrustProxy('1');
    expect(resolveClientAddress('10.0.0.5', '198.18.0.9, 203.0.113.2', one)).toBe('203.0.113.2');
    expect(resolveClientAddress('10.0.0.5', undefined, one)).toBe('10.0.0.5');
    const two = parseTrustProxy('2');
    expect(resolveClientAddress('10.0.0.5', '198.18.0.9, 203.0.113.2, 10.0.0.4', two)).toBe(
      '203.0.113.2',
    );
  });

  it('skips trusted addresses and subnets from the right', () => {
    const list = parseTrustProxy('10.0.0.0/8, 192.168.1.1');
    expect(resolveClientAddress('10.0.0.5', '198.18.0.9, 203.0.113.3, 192.168.1.1', list)).toBe(
      '203.0.113.3',
    );
    // A peer that is not a trusted proxy is the client, whatever it forwards.
    expect(resolveClientAddress('203.0.113.4', '198.18.0.9', list)).toBe('203.0.113.4');
    // Garbage a client put in front of the proxy's entry is not an address.
    expect(resolveClientAddress('10.0.0.5', 'evil, not-an-ip', list)).toBe('10.0.0.5');
  });

  it('refuses a TRUST_PROXY that is neither a hop count nor addresses', () => {
    expect(() => parseTrustProxy('proxy.internal')).toThrow(/TRUST_PROXY/);
  });
});

describe('clientAddressOf', () => {
  it('believes a mark, or the X-Forwarded-For of the dashboard’s own in-process calls only', () => {
    const plain = new Request('http://provider/', { headers: { 'x-forwarded-for': '198.18.0.1' } });
    expect(clientAddressOf(plain)).toBe('unknown');
    const bff = markInProcess(
      new Request('http://provider/', { headers: { 'x-forwarded-for': '203.0.113.5' } }),
    );
    expect(clientAddressOf(bff)).toBe('203.0.113.5');
    expect(clientAddressOf(withClientAddress(plain, '203.0.113.6'))).toBe('203.0.113.6');
  });
});
