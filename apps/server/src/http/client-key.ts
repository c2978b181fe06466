import ipaddr from 'ipaddr.js';

/**
 * The key a throttle or a cap counts a client under: its IPv4 address, or the /64 its IPv6
 * address is in (the block one subscriber usually gets: the 2^64 addresses of one home or host
 * count as one client). An IPv4 address written as IPv6 (`::ffff:a.b.c.d`) is that IPv4 address.
 */
export function clientKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((part) => part.toString(16)).join(':')}::/64`;
}
