import type { IncomingMessage } from 'node:http'

import { processWide } from '@/lib/processWide'
import { beforeNextReads } from '@/lib/upstream/beforeNextReads'

import { bodyLimit, routePath } from './bodyLimits'

/**
 * The edge gate: every request, before Next.js sees it, is held to the methods the site answers
 * and to its route's body limit (./bodyLimits.ts). A refused request is answered by the proxy
 * (src/proxy.ts) with a JSON 405, 411 or 413 and nothing reads its body:
 *
 * - The gate sees each request before Next.js reads it (lib/upstream/beforeNextReads.ts) and
 *   marks a refused one with EDGE_REFUSAL_HEADER (a copy a client sent is always dropped).
 * - The refused request goes on as a GET: Next.js runs its proxy for any other method only
 *   after reading the whole body (it copies the body for the proxy and waits for its end), and
 *   its server actions answer a body over their limit with a 500 after reading up to it.
 * - No `100 Continue` is sent, so a client that waits for the go-ahead never sends the body.
 *   One that sends it anyway gets its answer at once; Node then reads what is left of the body
 *   and drops it unread (closing the connection instead would reset it, and the client could
 *   lose the answer), within the server's request timeout.
 *
 * A body sent without a length (chunked) cannot be measured here: the site's API and Payload's
 * REST count it against the same limit as it arrives (`readJson`, ./payloadRoutes.ts). Pages
 * (server actions), and API requests carrying the panel's cookie, which the proxy checks first,
 * must declare a length (411): browsers always do.
 */
export const EDGE_REFUSAL_HEADER = 'x-agency-edge-refusal'

export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']
const ALLOWED = new Set(ALLOWED_METHODS)
const BODILESS = new Set(['GET', 'HEAD', 'OPTIONS'])

export type EdgeRefusal =
  { status: 405; method: string } | { status: 411 } | { status: 413; limit: number }

type Seen = {
  method: string
  /** The request target as sent (path and query). */
  url: string
  contentLength: string | undefined
  transferEncoding: string | undefined
  cookie: string | undefined
}

/** Whether and how a request is refused at the edge; null lets it through. */
export function edgeRefusal(seen: Seen): EdgeRefusal | null {
  const method = seen.method.toUpperCase()
  if (!ALLOWED.has(method)) return { status: 405, method }
  const limit = bodyLimit(method, seen.url)
  if (seen.contentLength !== undefined) {
    const declared = Number(seen.contentLength)
    if (!Number.isSafeInteger(declared) || declared > limit) return { status: 413, limit }
    return null
  }
  if (seen.transferEncoding !== undefined && !BODILESS.has(method)) {
    const countedByRoute =
      /^\/api(?:\/|$)/.test(routePath(seen.url)) &&
      !/(?:^|;\s*)payload-token=/.test(seen.cookie ?? '')
    if (!countedByRoute) return { status: 411 }
  }
  return null
}

/** The marker's value: the status, then the method (405) or the limit (413). */
export function refusalMarker(refusal: EdgeRefusal): string {
  if (refusal.status === 405) return `405 ${refusal.method}`
  if (refusal.status === 413) return `413 ${refusal.limit}`
  return '411'
}

export function parseRefusalMarker(value: string): EdgeRefusal | null {
  const [status, detail = ''] = value.split(' ')
  if (status === '405' && /^[A-Z-]{1,20}$/.test(detail)) return { status: 405, method: detail }
  if (status === '411') return { status: 411 }
  if (status === '413' && /^\d{1,12}$/.test(detail)) return { status: 413, limit: Number(detail) }
  return null
}

const header = (request: IncomingMessage, name: string) => {
  const value = request.headers[name]
  return Array.isArray(value) ? value.join(', ') : value
}

/** Applies the gate to one request as Node hands it over, before Next.js sees it. */
export function gateRequest(request: IncomingMessage): void {
  delete request.headers[EDGE_REFUSAL_HEADER]
  const refusal = edgeRefusal({
    method: request.method ?? 'GET',
    url: request.url ?? '/',
    contentLength: header(request, 'content-length'),
    transferEncoding: header(request, 'transfer-encoding'),
    cookie: header(request, 'cookie'),
  })
  if (!refusal) return
  request.headers[EDGE_REFUSAL_HEADER] = refusalMarker(refusal)
  request.method = 'GET'
  delete request.headers.expect
}

const installed = processWide(Symbol.for('agency-site.edge-gate'), () => ({ done: false }))

/** Installed once per process, from instrumentation.node.ts, before the first request. */
export function installEdgeGate(): void {
  if (installed.done) return
  installed.done = true
  beforeNextReads(gateRequest)
}
