import ipaddr from 'ipaddr.js'

/**
 * The key an address is counted under by every per-address limit. One IPv6 subscriber is
 * usually given a whole /64 (2^64 addresses), so an IPv6 address counts as its /64 network;
 * an IPv4-mapped IPv6 address counts as the IPv4 address it carries. Anything that does not
 * parse (the 'unknown' of a request without an address) is kept as it is.
 */
export function addressGroup(address: string): string {
  const bare = address.trim().replace(/^\[|\]$/g, '')
  if (!ipaddr.isValid(bare)) return address
  const parsed = ipaddr.process(bare)
  if (parsed.kind() === 'ipv4') return parsed.toString()
  const network = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16))
  return `${network.join(':')}::/64`
}
