/**
 * Where a webhook may be sent: no request forgery into the network the service runs in. A target
 * is an `https` URL (no credentials, no fragment, not port 0) whose host resolves only to public
 * addresses, judged by one address policy (addressVerdict) at registration, at a change and on
 * every delivery:
 * - IPv4: only unicast outside every special range (private, loopback, link-local and the instance
 *   metadata service at 169.254.169.254, carrier-grade NAT, multicast, broadcast, unspecified,
 *   reserved, documentation and benchmarking ranges...).
 * - IPv6 that carries an IPv4 address is judged by that IPv4 address: IPv4-mapped (::ffff:0:0/96),
 *   IPv4-translated (::ffff:0:0:0/96), IPv4-compatible (::/96, deprecated), NAT64 (64:ff9b::/96),
 *   6to4 (2002::/16, the address after the prefix) and Teredo (2001::/32: its server and its client,
 *   stored inverted).
 * - Any other IPv6 address must be global unicast (2000::/3) outside every special range
 *   (unique-local fd00:ec2::254 included); the local-use NAT64 prefix 64:ff9b:1::/48 is refused
 *   whatever it carries, since what it maps depends on a network's own configuration.
 * The WHATWG URL parser reads every spelling first (`0x7f.1`, `2130706433`, `[::10.0.0.1]`,
 * `[0:0:0:0:0:ffff:a00:1]`), so a literal is judged as the address it is. Locally
 * (WEBHOOK_LOOPBACK_ALLOWED) a loopback target (127.0.0.0/8, ::1, ::ffff:127.0.0.0/104) is allowed,
 * also over `http`; a loopback address carried by another IPv6 form is not one the host reaches
 * itself, and stays refused.
 *
 * The host is resolved when the subscription is saved and again on every delivery, and the
 * connection goes to the very address that was checked (pinnedLookup), so a name that changes
 * its answer between the check and the connection (DNS rebinding) reaches nothing it should not.
 */
import dns, { type LookupAddress } from 'node:dns';
import ipaddr from 'ipaddr.js';
import { config } from '../shared/config.js';
import { MAX_URL_LENGTH } from './fields.js';

export type Lookup = (hostname: string) => Promise<LookupAddress[]>;

// Through the module object, as the runtime resolves: a test answers for names of its own there.
const systemLookup: Lookup = (hostname) =>
  new Promise((resolve, reject) =>
    dns.lookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    ),
  );

export function loopbackAllowed(): boolean {
  return config().WEBHOOK_LOOPBACK_ALLOWED === 'true';
}

type IPv4 = ipaddr.IPv4;
type IPv6 = ipaddr.IPv6;

/** What the policy says of an address. */
export type AddressVerdict =
  | { kind: 'public' }
  /** Allowed only where loopback targets are (the local runtime); `why` when they are not. */
  | { kind: 'loopback'; why: string }
  | { kind: 'refused'; why: string };

const v6Range = (cidr: string) => ipaddr.IPv6.parseCIDR(cidr);
/** Four bytes of an IPv6 address as the IPv4 address they hold (inverted: each bit flipped). */
const ipv4In = (bytes: number[], at: number, inverted = false): IPv4 =>
  ipaddr.fromByteArray(bytes.slice(at, at + 4).map((byte) => (inverted ? byte ^ 0xff : byte))) as IPv4;

/** The IPv6 forms that carry IPv4 addresses, and where in the address each one sits. */
const CARRIERS: Record<string, { range: [IPv6, number]; carried: (bytes: number[]) => IPv4[] }> = {
  'IPv4-mapped': { range: v6Range('::ffff:0:0/96'), carried: (b) => [ipv4In(b, 12)] },
  'IPv4-translated': { range: v6Range('::ffff:0:0:0/96'), carried: (b) => [ipv4In(b, 12)] },
  // :: and ::1 are in it too: they are judged as what they are before any unwrapping.
  'IPv4-compatible': { range: v6Range('::/96'), carried: (b) => [ipv4In(b, 12)] },
  NAT64: { range: v6Range('64:ff9b::/96'), carried: (b) => [ipv4In(b, 12)] },
  '6to4': { range: v6Range('2002::/16'), carried: (b) => [ipv4In(b, 2)] },
  // RFC 4380: the Teredo server's address, then the client's, stored with every bit flipped.
  Teredo: { range: v6Range('2001::/32'), carried: (b) => [ipv4In(b, 4), ipv4In(b, 12, true)] },
};
const GLOBAL_UNICAST = v6Range('2000::/3');

function ipv4Verdict(address: IPv4, loopbackIsLocal: boolean): AddressVerdict {
  const range = address.range();
  if (range === 'unicast') return { kind: 'public' };
  if (range === 'loopback' && loopbackIsLocal) return { kind: 'loopback', why: 'is a loopback address' };
  return { kind: 'refused', why: `is a ${range} address` };
}

function ipv6Verdict(address: IPv6): AddressVerdict {
  const range = address.range();
  if (range === 'loopback') return { kind: 'loopback', why: 'is a loopback address' };
  if (range === 'unspecified') return { kind: 'refused', why: 'is a unspecified address' };
  const [carrier, form] = Object.entries(CARRIERS).find(([, { range }]) => address.match(range)) ?? [];
  if (form) {
    for (const ipv4 of form.carried(address.toByteArray())) {
      // An IPv4-mapped address is the IPv4 address itself to the socket; the other forms are not.
      const verdict = ipv4Verdict(ipv4, carrier === 'IPv4-mapped');
      if (verdict.kind !== 'public')
        return { kind: verdict.kind, why: `carries ${ipv4} (${carrier}), which ${verdict.why}` };
    }
    return { kind: 'public' };
  }
  // What is left of 64:ff9b::/96's range is the local-use prefix: its mapping is a network's own.
  if (range === 'rfc6052') return { kind: 'refused', why: 'is a local-use NAT64 address (64:ff9b:1::/48)' };
  if (range !== 'unicast') return { kind: 'refused', why: `is a ${range} address` };
  if (!address.match(GLOBAL_UNICAST)) return { kind: 'refused', why: 'is not a global unicast address' };
  return { kind: 'public' };
}

/**
 * The address as the WHATWG URL parser reads it (what a URL's literal already is), or undefined
 * when it is none: read alone, ipaddr.js takes `::10.0.0.1` (IPv4-compatible, the form a resolver
 * prints) for `::ffff:10.0.0.1` (IPv4-mapped).
 */
function canonical(address: string): string | undefined {
  try {
    return addressLiteral(new URL(`http://${address.includes(':') ? `[${address}]` : address}/`));
  } catch {
    return undefined;
  }
}

/** The address policy: what any address a target names or resolves to may be. */
export function addressVerdict(address: string): AddressVerdict {
  const host = canonical(address);
  if (host === undefined) return { kind: 'refused', why: 'is not an IP address' };
  const parsed = ipaddr.parse(host);
  return parsed.kind() === 'ipv4' ? ipv4Verdict(parsed as IPv4, true) : ipv6Verdict(parsed as IPv6);
}

/** Why an address may not be a target (undefined when it may). */
export function addressProblem(address: string, allowLoopback = loopbackAllowed()): string | undefined {
  const verdict = addressVerdict(address);
  if (verdict.kind === 'public' || (verdict.kind === 'loopback' && allowLoopback)) return undefined;
  return `${address} ${verdict.why}`;
}

/** The URL's host as an address literal (brackets off), or undefined for a name. */
function addressLiteral(url: URL): string | undefined {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return ipaddr.isValid(host) ? host : undefined;
}

export class TargetRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TargetRefusedError';
  }
}

const notPublic = (why: string) => new TargetRefusedError(`must reach a public address: ${why}`);

/** The URL, or TargetRefusedError saying what is wrong with it, before any name is resolved. */
export function parseTargetUrl(text: string, allowLoopback = loopbackAllowed()): URL {
  if (text.length > MAX_URL_LENGTH)
    throw new TargetRefusedError(`must be at most ${MAX_URL_LENGTH} characters`);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new TargetRefusedError('must be an absolute URL');
  }
  if (url.username || url.password) {
    throw new TargetRefusedError('must not carry credentials (verify the signature instead)');
  }
  // An empty fragment (`…/in#`) leaves `hash` empty: the serialised URL still ends with it.
  if (url.hash || url.href.endsWith('#')) throw new TargetRefusedError('must not have a fragment');
  if (url.port === '0') throw new TargetRefusedError('must not use port 0');
  const literal = addressLiteral(url);
  const problem = literal === undefined ? undefined : addressProblem(literal, allowLoopback);
  if (problem) throw notPublic(problem);
  const loopback = literal !== undefined && addressVerdict(literal).kind === 'loopback';
  const localName = url.hostname === 'localhost';
  if (url.protocol === 'https:') return url;
  if (url.protocol === 'http:' && allowLoopback && (loopback || localName)) return url;
  throw new TargetRefusedError(
    allowLoopback ? 'must be https (or http to a loopback address)' : 'must be an https URL',
  );
}

/**
 * Every address the URL's host resolves to, each allowed; TargetRefusedError when one is not, or
 * when the name does not resolve.
 */
export async function resolveTarget(
  url: URL,
  allowLoopback = loopbackAllowed(),
  lookup: Lookup = systemLookup,
): Promise<LookupAddress[]> {
  const literal = addressLiteral(url);
  if (literal !== undefined) {
    const problem = addressProblem(literal, allowLoopback);
    if (problem) throw notPublic(problem);
    return [{ address: literal, family: literal.includes(':') ? 6 : 4 }];
  }
  let addresses: LookupAddress[];
  try {
    addresses = await lookup(url.hostname);
  } catch (error) {
    throw new TargetRefusedError(
      `host ${url.hostname} does not resolve (${(error as NodeJS.ErrnoException).code ?? 'lookup failed'})`,
    );
  }
  if (addresses.length === 0) throw new TargetRefusedError(`host ${url.hostname} does not resolve`);
  for (const { address } of addresses) {
    const problem = addressProblem(address, allowLoopback);
    if (problem) throw notPublic(`${url.hostname} resolves to ${problem}`);
  }
  return addresses;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for http.request that answers only the addresses already checked, so the socket
 * connects to one of them and to nothing resolved later.
 */
export function pinnedLookup(addresses: readonly LookupAddress[]) {
  return (_hostname: string, options: { all?: boolean }, callback: LookupCallback): void => {
    const [first] = addresses;
    if (!first) {
      callback(Object.assign(new Error('no checked address'), { code: 'ENOTFOUND' }), []);
      return;
    }
    if (options.all) callback(null, [...addresses]);
    else callback(null, first.address, first.family);
  };
}
