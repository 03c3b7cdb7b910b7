import { subscribe } from 'node:diagnostics_channel'
import type { IncomingMessage } from 'node:http'
import type { Socket } from 'node:net'

/**
 * Changes a request before Next.js reads it. Node publishes each request it accepts on the
 * `http.server.request.start` diagnostics channel synchronously, before the server's 'request'
 * listeners run; Next 16.4.6's server (next/dist/server/lib/router-server.js and base-server.js)
 * reads the method and headers from that same IncomingMessage afterwards. Two uses:
 *
 * - the edge gate (src/lib/http/edgeGate.ts) turns a refused request into a marked GET, because
 *   Next reads the whole body of any other method before it runs the proxy, and answers a
 *   server action over `bodySizeLimit` with a 500 after reading up to it;
 * - the peer address (src/lib/http/peerAddress.ts) is appended to X-Forwarded-For, because Next
 *   fills that header in only when a request arrives without one.
 *
 * Relies on Next reading the request's method and headers after Node's channel has run, and on
 * the two behaviours above. Checked against next 16.4.6 on Node 22. Guarded by "methods the site
 * does not answer get 405 with Allow and a JSON message" and "a body declared over its limit is
 * refused 413 before any of it is sent" in tests/security/edge.security.ts, and "a forged
 * X-Forwarded-For does not buy a fresh checker budget" in tests/security/rateLimit.security.ts.
 * Goes once Next's proxy runs before it reads a body (and can refuse one), and Next can be told
 * how many proxies to trust for X-Forwarded-For.
 */
export function beforeNextReads(change: (request: IncomingMessage, socket: Socket) => void): void {
  subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket }
    change(request, socket)
  })
}
