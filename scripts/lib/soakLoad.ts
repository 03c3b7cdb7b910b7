/**
 * The requests of `npm run bench:soak` (scripts/bench-soak.ts) and what it counts of their
 * answers: contact submissions (each from an address of its own) and reads (pages, /api/blog).
 */
import type autocannon from 'autocannon'

type Headers = Record<string, string | string[] | undefined>

/** Answers counted per phase and status, and the submissions answered 201 and 503. */
export class SoakTally {
  readonly accepted = new Set<string>()
  /** Submissions answered 503 (with Retry-After): none of them may be stored. */
  readonly refused = new Set<string>()
  readonly answers = new Map<string, Map<number, number>>()
  /** 5xx answers other than a 503 with Retry-After, per phase. */
  readonly badServerErrors = new Map<string, number>()

  count(phase: string, status: number, headers: Headers): void {
    const byStatus = this.answers.get(phase) ?? new Map<number, number>()
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1)
    this.answers.set(phase, byStatus)
    const retryAfter = headers['retry-after'] !== undefined
    if (status >= 500 && !(status === 503 && retryAfter)) {
      this.badServerErrors.set(phase, (this.badServerErrors.get(phase) ?? 0) + 1)
    }
  }

  statusLine(phase: string): string {
    const byStatus = [...(this.answers.get(phase) ?? new Map<number, number>())]
    return byStatus
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}×${n}`)
      .join(', ')
  }

  totalBadServerErrors(): number {
    return [...this.badServerErrors.values()].reduce((sum, n) => sum + n, 0)
  }
}

/** Contact submissions from `soak-<runId>-<n>@bench.test`, counted under `phase`. */
export function contactRequests(
  tally: SoakTally,
  phase: string,
  runId: string,
): autocannon.Request[] {
  let seq = 0
  const request = {
    method: 'POST' as const,
    path: '/api/contact-message',
    headers: { 'content-type': 'application/json' },
    setupRequest: (req: Record<string, unknown>, context: Record<string, unknown>) => {
      const n = ++seq
      const email = `soak-${runId}-${phase}-${n}@bench.test`
      context.email = email
      const body = { name: `Soak ${n}`, email, message: `Soak message ${phase} ${n}` }
      return { ...req, body: JSON.stringify(body) }
    },
    onResponse: (
      status: number,
      _body: string,
      context: Record<string, unknown>,
      headers: Headers,
    ) => {
      tally.count(phase, status, headers)
      if (status === 201) tally.accepted.add(String(context.email))
      if (status === 503) tally.refused.add(String(context.email))
    },
  }
  return [request] as autocannon.Request[]
}

/** Page views (the home page and the blog) and the public blog API, counted under `phase`. */
export function readRequests(tally: SoakTally, phase: string): autocannon.Request[] {
  const onResponse = (status: number, _body: string, _context: unknown, headers: Headers) =>
    tally.count(phase, status, headers)
  return [
    { method: 'GET', path: '/', onResponse },
    { method: 'GET', path: '/blog', onResponse },
    { method: 'GET', path: '/api/blog', onResponse },
  ] as autocannon.Request[]
}

/** Bytes and lines an app's collected output grew by since `from` (an index into it). */
export function outputGrowth(output: string[], from: number): { bytes: number; lines: number } {
  const added = output.slice(from)
  return {
    bytes: added.reduce((sum, chunk) => sum + Buffer.byteLength(chunk), 0),
    lines: added.reduce((sum, chunk) => sum + chunk.split('\n').length - 1, 0),
  }
}
