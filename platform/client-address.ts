import { BlockList, isIP } from 'node:net';

/**
 * The client's address, for per-address limits. Forwarding headers (X-Forwarded-For) are
 * trusted only from a configured proxy: env TRUST_PROXY is a hop count (`1`: one proxy in front,
 * whose socket we see) or a comma-separated list of proxy addresses and subnets
 * (`10.0.0.5, 10.1.0.0/16`). Unset (the default) trusts nothing: the socket address is the
 * client's, whatever the headers say. Both tiers read it: the dashboard (server/bff/client-ip.ts)
 * and the provider served alone (provider/serve.ts), where the dashboard instances are the
 * proxies in front of it (provider/http/client-address.ts adds what only the provider does).
 */
export type TrustProxy =
  { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'list'; list: BlockList };

/** '::ffff:10.0.0.1' → '10.0.0.1'; lower case; '' for anything that is not an IP address. */
export function normaliseAddress(value: string | undefined | null): string {
  let text = (value ?? '').trim().toLowerCase();
  if (text.startsWith('[') && text.includes(']')) text = text.slice(1, text.indexOf(']'));
  if (text.startsWith('::ffff:') && isIP(text.slice(7)) === 4) text = text.slice(7);
  return isIP(text) ? text : '';
}

export function parseTrustProxy(value: string | undefined = process.env.TRUST_PROXY): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === '0' || text === 'false') return { kind: 'none' };
  if (/^\d+$/.test(text)) return { kind: 'hops', hops: Number(text) };
  const list = new BlockList();
  for (const entry of text
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [base, bits] = entry.split('/');
    const address = normaliseAddress(base);
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (!address) throw new Error(`TRUST_PROXY: "${entry}" is not an address or a subnet.`);
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return { kind: 'list', list };
}

let cached: { value: string | undefined; trust: TrustProxy } | undefined;

/** TRUST_PROXY of the environment, parsed once per value. */
export function trustProxyOfEnv(): TrustProxy {
  const value = process.env.TRUST_PROXY;
  if (!cached || cached.value !== value) cached = { value, trust: parseTrustProxy(value) };
  return cached.trust;
}

const trusts = (trust: TrustProxy & { kind: 'list' }, address: string) =>
  address !== '' && trust.list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');

/**
 * The client's address from the socket's peer and the X-Forwarded-For header it sent: the peer
 * itself unless it is a trusted proxy; then the header is read from the right, one entry per
 * trusted hop (each proxy appends the address it was reached from).
 */
export function resolveClientAddress(
  peer: string | undefined,
  forwardedFor: string | null | undefined,
  trust: TrustProxy = trustProxyOfEnv(),
): string {
  const socket = normaliseAddress(peer);
  if (trust.kind === 'none') return socket || 'unknown';
  const chain = [
    ...(forwardedFor ?? '').split(',').map((entry) => normaliseAddress(entry)),
    socket,
  ];
  let at = chain.length - 1;
  if (trust.kind === 'hops') {
    at = Math.max(0, chain.length - 1 - trust.hops);
  } else {
    while (at > 0 && trusts(trust, chain[at])) at -= 1;
  }
  // A hop that is not an address (a client's garbage before the first trusted proxy): the
  // nearest real address to its right.
  while (at < chain.length - 1 && chain[at] === '') at += 1;
  return chain[at] || 'unknown';
}

const CLIENT_ADDRESS = Symbol.for('vert.provider.clientAddress');
type Marked = { [CLIENT_ADDRESS]?: string };

/**
 * Marks a Request with its client's address, as the code that accepted it knows it (the
 * provider's own server from its socket; the dashboard for the calls it passes on). A symbol
 * property: nothing arriving over the network can set it.
 */
export function withClientAddress(req: Request, address: string): Request {
  (req as Marked)[CLIENT_ADDRESS] = address;
  return req;
}

/** The address a Request was marked with (withClientAddress), if any. */
export const markedClientAddress = (req: Request): string | undefined =>
  (req as Marked)[CLIENT_ADDRESS];
