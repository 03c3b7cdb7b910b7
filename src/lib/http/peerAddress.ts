import type { IncomingMessage } from 'node:http'
import type { Socket } from 'node:net'

import { env } from '@/env'
import { processWide } from '@/lib/processWide'
import { beforeNextReads } from '@/lib/upstream/beforeNextReads'

import { forwardingWatch, startupProxyWarning } from './proxyCheck'

/**
 * Appends the address of the connection the server accepted to X-Forwarded-For, before Next.js
 * sees the request. Next.js itself only fills the header in when a request arrives without one,
 * so a client connecting directly could otherwise choose the address rate limits count against.
 * `clientIp` (lib/http/request.ts) then reads the chain from the right, skipping trusted proxies.
 *
 * Done as Node hands the request over, before Next.js reads it
 * (lib/upstream/beforeNextReads.ts). Installed once per process, from instrumentation.ts. Each
 * request's chain is also shown to the check of TRUSTED_PROXY_HOPS (./proxyCheck.ts), which
 * warns once, here and at start, when the value looks too low.
 */
const installed = processWide(Symbol.for('agency-site.peer-address'), () => ({ done: false }))

export function appendPeerAddress(request: IncomingMessage, socket: Socket): void {
  const peer = socket.remoteAddress
  if (!peer) return
  const prior = request.headers['x-forwarded-for']
  const chain = Array.isArray(prior) ? prior.join(', ') : prior?.trim()
  request.headers['x-forwarded-for'] = chain ? `${chain}, ${peer}` : peer
}

export function recordPeerAddresses(): void {
  if (installed.done) return
  installed.done = true
  const { TRUSTED_PROXY_HOPS: hops, KUBERNETES_SERVICE_HOST } = env()
  const atStart = startupProxyWarning(hops, Boolean(KUBERNETES_SERVICE_HOST))
  if (atStart) console.warn(`[proxy] ${atStart}`)
  const watch = forwardingWatch()
  beforeNextReads((request, socket) => {
    if (!watch.warning && socket.remoteAddress) {
      const prior = request.headers['x-forwarded-for']
      const chain = Array.isArray(prior) ? prior.join(', ') : prior
      const raised = watch.observe(chain, socket.remoteAddress, hops)
      if (raised) console.warn(`[proxy] ${raised}`)
    }
    appendPeerAddress(request, socket)
  })
}
