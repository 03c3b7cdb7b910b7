import { setMaxListeners } from 'node:events'

import { CheckError } from '../errors'
import { originOf, type Target } from '../normalize'
import { diagnoseDns, dnsMessage } from './dnsProblem'
import {
  CHECK_BUDGET_MS,
  createCheckAgent,
  type FetchContext,
  type Fetched,
  fetchCapped,
} from './fetcher'
import type { Allowlist, Resolver } from './guard'

/** The fetch function of one site: a path of the site, fetched through the guarded fetcher. */
export type SiteGet = (path: string, options: Parameters<typeof fetchCapped>[2]) => Promise<Fetched>

/**
 * One site's fetches. Each path is tried on https first and falls back to http only when the
 * https connection itself fails; once one fetch learns that, the others skip https.
 */
export function siteFetcher(target: Target, context: FetchContext): SiteGet {
  let httpsFailed = false
  return async (path, options) => {
    if (!httpsFailed) {
      const secure = await fetchCapped(context, originOf(target, 'https') + path, options)
      const connectionFailed =
        secure.kind === 'error' && (secure.reason === 'connect' || secure.reason === 'tls')
      if (!connectionFailed) return secure
      httpsFailed = true
    }
    return fetchCapped(context, originOf(target, 'http') + path, options)
  }
}

/** Why a site cannot be checked at all, from the failure of its home page. */
export function homeFailure(
  target: Target,
  fetched: Extract<Fetched, { kind: 'error' }>,
): CheckError {
  switch (fetched.reason) {
    case 'blocked':
      return new CheckError(400, `${target.domain} cannot be checked: ${fetched.message}.`)
    case 'timeout':
      return new CheckError(
        504,
        `${target.domain} did not answer within ${CHECK_BUDGET_MS / 1000} seconds.`,
      )
    case 'dns':
    case 'dns-retry': {
      const diagnosis = diagnoseDns(target.host, fetched.reason === 'dns-retry')
      // A typo is the visitor's to correct; the others are the name's or the resolver's state.
      return new CheckError(
        diagnosis.kind === 'typo' || diagnosis.kind === 'reserved' ? 400 : 502,
        dnsMessage(target.domain, diagnosis),
      )
    }
    default:
      return new CheckError(502, `${target.domain} could not be reached: ${fetched.message}.`)
  }
}

/** One check's fetching: its guarded connections, its time budget and its User-Agent. */
export type FetchSession = { context: FetchContext; close(): void }

export function openSession(options: {
  allowlist: Allowlist
  userAgent: string
  resolve?: Resolver
  budgetMs?: number
  sign?: FetchContext['sign']
}): FetchSession {
  const controller = new AbortController()
  // Every request of the check listens on this one signal: about twenty of them.
  setMaxListeners(64, controller.signal)
  const timer = setTimeout(() => controller.abort(), options.budgetMs ?? CHECK_BUDGET_MS)
  const agent = createCheckAgent({ allowlist: options.allowlist, resolve: options.resolve })
  return {
    context: {
      dispatcher: agent,
      signal: controller.signal,
      allowlist: options.allowlist,
      userAgent: options.userAgent,
      sign: options.sign,
    },
    close() {
      clearTimeout(timer)
      controller.abort()
      void agent.destroy().catch(() => undefined)
    },
  }
}
