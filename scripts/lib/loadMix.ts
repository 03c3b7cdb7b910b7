/**
 * The request mix of `npm run bench:load` (scripts/bench-load.ts) and its report: page views,
 * /api/blog, contact submissions and checker runs, with every answer counted by kind and status.
 */
import type autocannon from 'autocannon'

/** Answers counted by kind and status, and the addresses of the submissions answered 201. */
export class Tally {
  readonly accepted = new Set<string>()
  readonly answers = new Map<string, Map<number, number>>()

  count(kind: string, status: number): void {
    const byStatus = this.answers.get(kind) ?? new Map<number, number>()
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1)
    this.answers.set(kind, byStatus)
  }

  serverErrors(): number {
    return [...this.answers.values()].reduce((sum, byStatus) => sum + (byStatus.get(500) ?? 0), 0)
  }
}

/**
 * autocannon's requests, in turn: two page views, the blog API, two contact submissions (each
 * from an address of its own under `load-<runId>-`) and a checker run against `checkerHost`.
 */
export function mixRequests(
  tally: Tally,
  runId: string,
  checkerHost: string,
): autocannon.Request[] {
  let seq = 0
  const page = () => ({
    method: 'GET' as const,
    path: seq++ % 2 ? '/' : '/blog',
    onResponse: (status: number) => tally.count('page', status),
  })
  const blogApi = {
    method: 'GET' as const,
    path: '/api/blog',
    onResponse: (status: number) => tally.count('blog-api', status),
  }
  const checker = {
    method: 'POST' as const,
    path: '/api/ai-check',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ domain: checkerHost }),
    onResponse: (status: number) => tally.count('checker', status),
  }
  const contact = () => ({
    method: 'POST' as const,
    path: '/api/contact-message',
    headers: { 'content-type': 'application/json' },
    setupRequest: (request: Record<string, unknown>, context: Record<string, unknown>) => {
      const email = `load-${runId}-${++seq}@bench.test`
      context.email = email
      const body = { name: `Load ${seq}`, email, message: `Bench message ${seq}` }
      return { ...request, body: JSON.stringify(body) }
    },
    onResponse: (status: number, _body: string, context: Record<string, unknown>) => {
      tally.count('contact', status)
      if (status === 201) tally.accepted.add(String(context.email))
    },
  })
  return [page(), page(), blogApi, contact(), contact(), checker] as autocannon.Request[]
}

export type LoadReport = {
  duration: number
  connections: number
  restartDb: boolean
  result: autocannon.Result
  seconds: number
  tally: Tally
  /** Addresses of the submissions stored, and those whose team email arrived (with counts). */
  stored: Set<string>
  received: Map<string, number>
  /** Seconds after the load until every stored message's email had arrived. */
  drainedAfter?: number
  restartMs?: number
  uncaught: number
}

const ms = (value: number) => `${value.toFixed(0)} ms`

export function printLoadReport(report: LoadReport): void {
  const { result, tally, stored, received } = report
  // Requests still in flight when autocannon stopped may be stored without their 201 counted.
  const lost = [...tally.accepted].filter((email) => !stored.has(email))
  const duplicates = [...received.values()].filter((n) => n > 1).length
  const delivered = [...stored].filter((email) => received.has(email)).length
  const drained =
    report.drainedAfter === undefined
      ? 'NOT within 3 minutes'
      : `${report.drainedAfter.toFixed(1)} s after the load`
  const lines = [
    '',
    `bench:load ${report.duration} s, ${report.connections} connections${report.restartDb ? ', PostgreSQL restarted halfway' : ''}`,
    `  requests: ${result.requests.total} in ${report.seconds.toFixed(1)} s, ${result.requests.average.toFixed(1)} req/s`,
    `  latency: p50 ${ms(result.latency.p50)}, p99 ${ms(result.latency.p99)}, max ${ms(result.latency.max)}`,
    `  errors (connection/timeout): ${result.errors}/${result.timeouts}; non-2xx: ${result.non2xx}`,
    ...[...tally.answers].map(
      ([kind, byStatus]) =>
        `  ${kind}: ${[...byStatus].map(([status, n]) => `${status}×${n}`).join(', ')}`,
    ),
    `  submissions: accepted (201) ${tally.accepted.size}, stored ${stored.size}, lost ${lost.length}`,
    `  team emails: ${delivered} of ${stored.size} stored messages delivered, ${duplicates} duplicated; backlog drained ${drained}`,
    ...(report.restartMs === undefined
      ? []
      : [`  PostgreSQL restart took ${ms(report.restartMs)}`]),
    `  500 answers: ${tally.serverErrors()}; uncaught exceptions logged: ${report.uncaught}`,
  ]
  for (const line of lines) console.log(line)
}
