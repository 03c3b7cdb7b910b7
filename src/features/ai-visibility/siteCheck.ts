import { env } from '@/env'
import { absoluteUrl } from '@/lib/site'
import { signAsThisSite } from '@/lib/webBotAuth/siteKey'

import { type AiCheckResult, runCheck } from './check'

/**
 * The checker as this site runs it, for a visitor's request and for a monitor's weekly re-check
 * alike: the configured allowlist of private hosts, and a User-Agent that names the checker's
 * page so that a site owner who finds it in their logs knows who asked, and every request signed
 * with Web Bot Auth, whose key the site publishes at its key directory, so that they can verify it.
 */
export function checkAsThisSite(domain: string): Promise<AiCheckResult> {
  return runCheck(domain, {
    allowedHosts: env().AI_CHECK_ALLOWED_HOSTS,
    userAgent: `AIVisibilityChecker/1.0 (+${absoluteUrl('/ai-checker')})`,
    sign: signAsThisSite,
  })
}
