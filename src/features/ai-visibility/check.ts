import { gatherFacts } from './fetch/gather'
import { type Resolver, toAllowlist } from './fetch/guard'
import { openSession } from './fetch/siteFetcher'
import { normalizeTarget } from './normalize'
import { assembleResult } from './result/assemble'
import type { AiCheckResult } from './result/types'

/**
 * The checker's entry point: a domain in, a result out. The fetch phase reads the site once,
 * through the guarded fetcher, into typed facts; the assessment phase runs the registry's checks
 * on those facts (`checks/registry.ts`) and scores them.
 */
export type { AiCheckResult, CheckAnswer } from './result/types'
export { siteFetcher } from './fetch/siteFetcher'

export type CheckOptions = {
  allowedHosts: readonly string[]
  userAgent: string
  /** Tests inject a resolver to prove the guard without touching the network. */
  resolve?: Resolver
  budgetMs?: number
  /** Signs every request of the check (Web Bot Auth), as the site's own checker does. */
  sign?: (url: URL) => Promise<Record<string, string>>
}

export async function runCheck(input: string, options: CheckOptions): Promise<AiCheckResult> {
  const allowlist = toAllowlist(options.allowedHosts)
  const target = normalizeTarget(input, allowlist)
  const session = openSession({ ...options, allowlist })
  try {
    return assembleResult(target.domain, await gatherFacts(target, session.context))
  } finally {
    session.close()
  }
}
