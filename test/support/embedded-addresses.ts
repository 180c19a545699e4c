/**
 * Every IPv6 form that carries an IPv4 address, each in every spelling a URL or a resolver may give
 * it: for the tests of the address policy (lib/webhooks/target.ts), which must judge the IPv4
 * address inside whatever the spelling.
 */
import ipaddr from 'ipaddr.js';

/** The private, metadata and loopback addresses an attacker hides in IPv6. */
export const HIDDEN_IPV4 = ['10.0.0.1', '169.254.169.254', '127.0.0.1', '192.168.1.1'] as const;

const zeros = (count: number) => new Array<number>(count).fill(0);
const inverted = (bytes: number[]) => bytes.map((byte) => byte ^ 0xff);
const PUBLIC_TEREDO_SERVER = [65, 54, 227, 120];
const PUBLIC_TEREDO_CLIENT = [93, 184, 215, 14];

/** The 16 bytes of each form carrying the IPv4 address `v4` (its 4 bytes). */
export const CARRYING_FORMS: Record<string, (v4: number[]) => number[]> = {
  'IPv4-mapped': (v4) => [...zeros(10), 0xff, 0xff, ...v4],
  'IPv4-compatible': (v4) => [...zeros(12), ...v4],
  'IPv4-translated': (v4) => [...zeros(8), 0xff, 0xff, 0, 0, ...v4],
  NAT64: (v4) => [0, 0x64, 0xff, 0x9b, ...zeros(8), ...v4],
  'local-use NAT64': (v4) => [0, 0x64, 0xff, 0x9b, 0, 1, ...zeros(6), ...v4],
  '6to4': (v4) => [0x20, 0x02, ...v4, ...zeros(9), 1],
  'Teredo client': (v4) => [0x20, 0x01, 0, 0, ...PUBLIC_TEREDO_SERVER, 0x80, 0, 0x63, 0xbf, ...inverted(v4)],
  'Teredo server': (v4) => [0x20, 0x01, 0, 0, ...v4, 0, 0, 0x63, 0xbf, ...inverted(PUBLIC_TEREDO_CLIENT)],
};

/** The address's last 32 bits in dotted form after its first six groups (`:`-joined). */
const dottedTail = (groups: string, bytes: number[]) =>
  `${groups.split(':').slice(0, 6).join(':')}:${bytes.slice(12).join('.')}`;

/** Every spelling of one IPv6 address: compressed, expanded, zero-padded, upper case, mixed with dotted IPv4. */
export function spellings(bytes: number[]): string[] {
  const address = ipaddr.fromByteArray(bytes) as ipaddr.IPv6;
  const compressed = address.toString();
  const expanded = address.toNormalizedString();
  const padded = expanded
    .split(':')
    .map((group) => group.padStart(4, '0'))
    .join(':');
  const dotted = bytes.slice(12).join('.');
  // `::ffff:a00:1` → `::ffff:10.0.0.1`, when the compressed form ends in the last two groups.
  const compressedMixed = /:[0-9a-f]{1,4}:[0-9a-f]{1,4}$/.test(compressed)
    ? compressed.replace(/[0-9a-f]{1,4}:[0-9a-f]{1,4}$/, dotted)
    : undefined;
  return [
    ...new Set(
      [
        compressed,
        expanded,
        padded,
        compressed.toUpperCase(),
        padded.toUpperCase(),
        dottedTail(expanded, bytes),
        dottedTail(padded, bytes).toUpperCase(),
        compressedMixed,
      ].filter((spelling): spelling is string => spelling !== undefined),
    ),
  ];
}

export interface HiddenAddress {
  ipv4: string;
  form: string;
  spelling: string;
}

/** Each hidden IPv4 address in each form and spelling. */
export function hiddenAddresses(ipv4s: readonly string[] = HIDDEN_IPV4): HiddenAddress[] {
  return ipv4s.flatMap((ipv4) => {
    const v4 = ipaddr.IPv4.parse(ipv4).toByteArray();
    return Object.entries(CARRYING_FORMS).flatMap(([form, bytesOf]) =>
      spellings(bytesOf(v4)).map((spelling) => ({ ipv4, form, spelling })),
    );
  });
}
