import { processWide } from '@/lib/processWide'

/**
 * Notices a wrong TRUSTED_PROXY_HOPS. With too low a value the address rate limits count is a
 * proxy's, so every client behind it shares one budget (and one client's bad logins get everyone
 * refused). That shows in the traffic: the counted address forwards X-Forwarded-For entries of
 * its own clients, which a browser connecting directly never sends. The first such request is
 * enough (a proxy in front relays every request, even when a single client is behind it). One
 * warning is logged per process and shown by GET /api/health. A client that connects directly
 * can forge such an entry as well: the warning says so, and then nothing needs changing.
 */

/** Clients one counted address must relay before the warning. */
export const RELAYED_CLIENTS_TO_WARN = 1
const MAX_WATCHED = 1000

export class ForwardingWatch {
  private readonly relayed = new Map<string, Set<string>>()
  warning: string | null = null

  /**
   * One request: `prior` is its X-Forwarded-For as it arrived (before the server appended the
   * connection's address), `peer` the connection's address. Answers the warning when this
   * request raised it.
   */
  observe(prior: string | undefined, peer: string, hops: number): string | null {
    if (this.warning) return null
    const chain = [...(prior ?? '').split(','), peer].map((entry) => entry.trim()).filter(Boolean)
    const counted = chain.length - 1 - hops
    if (counted < 1) return null
    const address = chain[counted]!
    let clients = this.relayed.get(address)
    if (!clients) {
      if (this.relayed.size >= MAX_WATCHED) this.relayed.clear()
      clients = new Set()
      this.relayed.set(address, clients)
    }
    clients.add(chain[counted - 1]!)
    if (clients.size < RELAYED_CLIENTS_TO_WARN) return null
    this.warning =
      `TRUSTED_PROXY_HOPS is ${hops}, but ${address}, the address rate limits count, forwards ` +
      `X-Forwarded-For for the clients behind it: it looks like a proxy, and every client behind it ` +
      `shares one budget. Set TRUSTED_PROXY_HOPS to the number of proxies in front (at least ` +
      `${hops + 1}); if no further proxy is in front, clients are sending forged headers and ` +
      `nothing needs changing.`
    return this.warning
  }
}

/** The process's watch: one per process, whichever bundle asks for it. */
export function forwardingWatch(): ForwardingWatch {
  return processWide(Symbol.for('agency-site.forwarding-watch'), () => new ForwardingWatch())
}

/**
 * What can be told before the first request: inside Kubernetes (KUBERNETES_SERVICE_HOST is set
 * in every pod) traffic arrives through a Service or an Ingress, so 0 hops is almost surely wrong.
 */
export function startupProxyWarning(hops: number, kubernetes: boolean): string | null {
  if (hops > 0 || !kubernetes) return null
  return (
    'TRUSTED_PROXY_HOPS is 0 inside Kubernetes: if an ingress or load balancer forwards the ' +
    'requests, every client shares its address for rate limits; set TRUSTED_PROXY_HOPS to the ' +
    'number of proxies in front.'
  )
}

/** The `proxy` part of GET /api/health. */
export function proxyStatus(
  hops: number,
  kubernetes: boolean,
): { trustedHops: number; warning: string | null } {
  return {
    trustedHops: hops,
    warning: forwardingWatch().warning ?? startupProxyWarning(hops, kubernetes),
  }
}
