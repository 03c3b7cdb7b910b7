import { env } from '@/env'
import { absoluteUrl } from '@/lib/site'

import { type AiCheckResult, runCheck } from './check'

/**
 * The checker as this site runs it, for a visitor's request and for a monitor's weekly re-check
 * alike: the configured allowlist of private hosts, and a User-Agent that names the checker's
 * page so that a site owner who finds it in their logs knows who asked.
 */
export function checkAsThisSite(domain: string): Promise<AiCheckResult> {
  return runCheck(domain, {
    allowedHosts: env().AI_CHECK_ALLOWED_HOSTS,
    userAgent: `AIVisibilityChecker/1.0 (+${absoluteUrl('/ai-checker')})`,
  })
}
