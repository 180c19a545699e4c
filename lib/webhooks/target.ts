/**
 * Where a webhook may be sent: no request forgery into the network the service runs in. A target
 * is an `https` URL whose host resolves only to public unicast addresses: private (RFC 1918),
 * loopback, link-local (the instance metadata service at 169.254.169.254), unique-local (fd00:ec2::254),
 * carrier-grade NAT, multicast, reserved and IPv6 forms that embed an IPv4 address (mapped, NAT64,
 * 6to4, Teredo) are refused, whatever spelling the URL gives them (WHATWG parsing reads `0x7f.1` and
 * `2130706433` as 127.0.0.1). Locally (WEBHOOK_LOOPBACK_ALLOWED) a loopback target may use `http`.
 *
 * The host is resolved when the subscription is saved and again on every delivery, and the
 * connection goes to the very address that was checked (pinnedLookup), so a name that changes
 * its answer between the check and the connection (DNS rebinding) reaches nothing it should not.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import ipaddr from 'ipaddr.js';
import { config } from '../shared/config.js';
import { MAX_URL_LENGTH } from './fields.js';

export type Lookup = (hostname: string) => Promise<LookupAddress[]>;

const systemLookup: Lookup = (hostname) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    ),
  );

export function loopbackAllowed(): boolean {
  return config().WEBHOOK_LOOPBACK_ALLOWED === 'true';
}

/** Why an address may not be a target (undefined when it may). */
export function addressProblem(address: string, allowLoopback = loopbackAllowed()): string | undefined {
  if (!ipaddr.isValid(address)) return `${address} is not an IP address`;
  // An IPv4-mapped IPv6 address is judged as the IPv4 address it maps.
  const range = ipaddr.process(address).range();
  if (range === 'unicast') return undefined;
  if (range === 'loopback' && allowLoopback) return undefined;
  return `${address} is a ${range} address`;
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
  if (url.hash) throw new TargetRefusedError('must not have a fragment');
  const literal = addressLiteral(url);
  const problem = literal === undefined ? undefined : addressProblem(literal, allowLoopback);
  if (problem) throw notPublic(problem);
  const loopback = literal !== undefined && ipaddr.process(literal).range() === 'loopback';
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
