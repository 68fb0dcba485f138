// Addresses an http input source may reach only when the allow-list names the host: the server's own and its network's.
import { BlockList, isIP } from 'node:net';

const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // this network, and 0.0.0.0 reaching the local host
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata services
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['192.0.0.0', 24],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['100::', 64], // discard-only
  ['2001::', 32], // Teredo: the IPv4 address it leads to is hidden in the bits
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv6');

/** The eight 16-bit groups of an IPv6 address (a dotted IPv4 tail as two), or undefined. */
function ipv6Groups(address: string): number[] | undefined {
  if (isIP(address) !== 6) return undefined;
  let text = address.replace(/%.*$/, ''); // a zone (`fe80::1%eth0`)
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string): number[] =>
    part === '' ? [] : part.split(':').map((group) => parseInt(group, 16));
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

const ipv4Of = (high: number, low: number): string => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;

/**
 * The IPv4 address an IPv6 address carries and leads to: IPv4-mapped (`::ffff:a.b.c.d`), IPv4-compatible
 * (`::a.b.c.d`), IPv4-translated (`::ffff:0:a.b.c.d`), NAT64 (`64:ff9b::/96`, local-use `64:ff9b:1::/48`) and
 * 6to4 (`2002:AABB:CCDD::/48`); undefined for any other.
 */
export function embeddedIpv4(address: string): string | undefined {
  const g = ipv6Groups(address);
  if (g === undefined) return undefined;
  const [g0, g1, g2, g3, g4, g5, g6, g7] = g as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const zeroTo = (end: number): boolean => g.slice(0, end).every((group) => group === 0);
  if (zeroTo(5) && (g5 === 0xffff || g5 === 0)) return ipv4Of(g6, g7);
  if (zeroTo(4) && g4 === 0xffff && g5 === 0) return ipv4Of(g6, g7);
  if (g0 === 0x64 && g1 === 0xff9b && (g2 === 1 || (g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0)))
    return ipv4Of(g6, g7);
  if (g0 === 0x2002) return ipv4Of(g1, g2);
  return undefined;
}

/** Whether `address` (an IP) is loopback, private, link-local or otherwise not a public address. */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const family = isIP(bare.replace(/%.*$/, ''));
  if (family === 4) return PRIVATE.check(bare, 'ipv4');
  if (family !== 6) return true;
  // An IPv6 address that leads to an IPv4 one is judged by it (`::` and `::1` as 0.0.0.0 and 0.0.0.1: private).
  const ipv4 = embeddedIpv4(bare);
  if (ipv4 !== undefined) return PRIVATE.check(ipv4, 'ipv4');
  return PRIVATE.check(bare.replace(/%.*$/, ''), 'ipv6');
}
