import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'

import { env } from '@/env'
import { readCachedResult, storeResult } from '@/features/ai-visibility/cache'
import { toAllowlist } from '@/features/ai-visibility/guard'
import { aiCheckRateLimit, aiCheckRefreshRateLimit } from '@/features/ai-visibility/limits'
import { normalizeTarget } from '@/features/ai-visibility/normalize'
import { textReport } from '@/features/ai-visibility/reports/text'
import { recordResult } from '@/features/ai-visibility/results'
import { checkAsThisSite } from '@/features/ai-visibility/siteCheck'
import { rateLimit } from '@/lib/http/rateLimit'
import { aiCheckSchema } from '@/lib/validation/aiCheck'

import { TOOL_INFO } from '../toolInfo'
import { safely, toolResult } from './result'

/**
 * The checker tool: POST /api/ai-check's steps, in its order and through the same entry points
 * (its schema, budgets, address guard, 10-minute cache and shared results), so an agent meets
 * exactly the limits a visitor does. The answer is the command line's text report.
 */
export async function checkDomain(input: { domain: string; refresh?: boolean }, clientIp: string) {
  await rateLimit(aiCheckRateLimit(), clientIp)
  const target = normalizeTarget(input.domain, toAllowlist(env().AI_CHECK_ALLOWED_HOSTS))
  if (input.refresh) await rateLimit(aiCheckRefreshRateLimit(), clientIp)
  let result = input.refresh ? null : await readCachedResult(target.domain)
  if (!result) {
    result = (await recordResult(await checkAsThisSite(input.domain))).result
    await storeResult(result)
  }
  return result
}

/** The API's own schema, with what each field means for a model that reads it. */
const checkInput = aiCheckSchema.extend({
  domain: aiCheckSchema.shape.domain.describe(
    'The domain or address of the site to check, e.g. "example.com" or "https://example.com".',
  ),
  refresh: aiCheckSchema.shape.refresh.describe(
    'true to fetch the site again rather than answer its check of the last 10 minutes.',
  ),
})

export function registerCheckerTools(server: McpServer, clientIp: string): void {
  server.registerTool(
    'check_ai_visibility',
    {
      ...TOOL_INFO.check_ai_visibility,
      inputSchema: checkInput,
      annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: true },
    },
    (input) =>
      safely(async () => {
        const result = await checkDomain(input, clientIp)
        const link = result.permalink ? `\n\nFull results: ${result.permalink}` : ''
        return toolResult(`${textReport(result)}${link}`)
      }),
  )
}
