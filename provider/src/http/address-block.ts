import { isIPv6 } from 'node:net';

/**
 * The addresses one client holds, as the sign-in limits count them: an IPv4 address alone, an IPv6 address by its
 * /64 network. A home line or a phone is handed a whole /64, so counting single IPv6 addresses would give a guesser
 * a fresh budget per guess. An IPv4 address written as IPv6 (::ffff:a.b.c.d, a dual-stack socket's) is that IPv4.
 */
export function addressBlock(ip: string): string {
  const address = ip.split('%')[0]!.toLowerCase();
  if (!isIPv6(address)) return address;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped) return mapped[1]!;
  const [head = '', tail] = address.split('::');
  const groupsOf = (part: string) => (part ? part.split(':').flatMap(hexGroups) : []);
  const left = groupsOf(head);
  const right = tail === undefined ? [] : groupsOf(tail);
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/** A group as written, or the two groups of a dotted IPv4 ending (64:ff9b::1.2.3.4). */
function hexGroups(group: string): string[] {
  if (!group.includes('.')) return [group];
  const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}
