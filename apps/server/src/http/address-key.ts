import ipaddr from 'ipaddr.js';

/**
 * What a throttle counts a client's address as: an IPv4 address (also one mapped into IPv6) as
 * it is, an IPv6 address as its /64, since one subscriber's line is handed a whole /64 and could
 * otherwise take a new address for every request.
 */
export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const prefix = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${prefix.join(':')}::/64`;
}
