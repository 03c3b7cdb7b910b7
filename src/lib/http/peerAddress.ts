import { subscribe } from 'node:diagnostics_channel'
import type { IncomingMessage } from 'node:http'
import type { Socket } from 'node:net'

/**
 * Appends the address of the connection the server accepted to X-Forwarded-For, before Next.js
 * sees the request. Next.js itself only fills the header in when a request arrives without one,
 * so a client connecting directly could otherwise choose the address rate limits count against.
 * `clientIp` (lib/http/request.ts) then reads the chain from the right, skipping trusted proxies.
 *
 * Node publishes every incoming request on this diagnostics channel synchronously, before the
 * server's 'request' listeners run. Installed once per process, from instrumentation.ts.
 */
const CHANNEL = 'http.server.request.start'
const INSTALLED = Symbol.for('agency-site.peer-address-installed')

export function appendPeerAddress(request: IncomingMessage, socket: Socket): void {
  const peer = socket.remoteAddress
  if (!peer) return
  const prior = request.headers['x-forwarded-for']
  const chain = Array.isArray(prior) ? prior.join(', ') : prior?.trim()
  request.headers['x-forwarded-for'] = chain ? `${chain}, ${peer}` : peer
}

export function recordPeerAddresses(): void {
  const registry = globalThis as { [INSTALLED]?: boolean }
  if (registry[INSTALLED]) return
  registry[INSTALLED] = true
  subscribe(CHANNEL, (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket }
    appendPeerAddress(request, socket)
  })
}
