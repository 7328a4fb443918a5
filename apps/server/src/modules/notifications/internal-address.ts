import { isIP } from 'node:net';

/** IPv4 ranges no push service is in: this network, private, shared (CGNAT), loopback, link-local, special, documentation, benchmark, multicast, reserved. */
const INTERNAL_V4: readonly (readonly [string, number])[] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

const v4Number = (text: string) => text.split('.').reduce((n, part) => n * 256 + Number(part), 0);

const V4_RANGES = INTERNAL_V4.map(([base, bits]) => {
  const size = 2 ** (32 - bits);
  const start = v4Number(base);
  return { start, end: start + size - 1 };
});

const isInternalV4 = (n: number) => V4_RANGES.some(({ start, end }) => n >= start && n <= end);

/** The eight 16-bit words of an IPv6 address (one isIP took), its dotted IPv4 tail included. */
function v6Words(text: string): number[] {
  const words = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const n = v4Number(group);
          return [Math.floor(n / 65536), n % 65536];
        });
  const [head = '', tail] = text.split('::');
  if (tail === undefined) return words(head);
  const left = words(head);
  const right = words(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

function isInternalV6(w: number[]): boolean {
  const [w0 = 0, w1 = 0, w2 = 0, w3 = 0, w4 = 0, w5 = 0, w6 = 0, w7 = 0] = w;
  const embedded = w6 * 65536 + w7;
  // ::ffff:0:0/96 (mapped) and ::ffff:0:0:0/96 (translated) carry IPv4; the rest of ::/64 holds the
  // unspecified address, ::1 and the old IPv4-compatible form, none of them a push service.
  if (w0 === 0 && w1 === 0 && w2 === 0 && w3 === 0) return (w4 === 0 && w5 === 0xffff) || (w4 === 0xffff && w5 === 0) ? isInternalV4(embedded) : true;
  // NAT64 (64:ff9b::/96) reaches the IPv4 address in its last 32 bits; its local-use /48 is internal.
  if (w0 === 0x64 && w1 === 0xff9b) return w2 !== 0 || isInternalV4(embedded);
  // 6to4 (2002::/16) carries its IPv4 address in the second and third words.
  if (w0 === 0x2002) return isInternalV4(w1 * 65536 + w2);
  return (
    (w0 & 0xfe00) === 0xfc00 || // unique local fc00::/7
    (w0 & 0xffc0) === 0xfe80 || // link-local fe80::/10
    (w0 & 0xffc0) === 0xfec0 || // the old site-local fec0::/10
    (w0 & 0xff00) === 0xff00 || // multicast ff00::/8
    (w0 === 0x0100 && w1 === 0 && w2 === 0 && w3 === 0) || // discard-only 100::/64
    (w0 === 0x2001 && (w1 === 0 || w1 === 0xdb8)) // Teredo 2001::/32 and documentation 2001:db8::/32
  );
}

/**
 * Whether an address is one the server must not post to on a stranger's word: loopback, private,
 * link-local, unspecified, multicast and the like, in IPv4, IPv6 and IPv6 forms that carry IPv4.
 * Anything that is not an address at all counts as internal, so the guard fails closed.
 */
export function isInternalAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) return isInternalV4(v4Number(bare));
  if (family === 6) return isInternalV6(v6Words(bare.toLowerCase()));
  return true;
}
