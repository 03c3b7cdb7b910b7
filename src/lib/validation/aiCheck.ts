import { z } from 'zod'

import './zod'

/**
 * The domain form of /ai-checker and the body of POST /api/ai-check. The client only
 * ignores an empty submission; the engine's normaliser judges the domain itself.
 */
export const AI_CHECK_MESSAGES = {
  domain: 'Please enter a domain to check.',
  tooLong: 'That domain is too long.',
  refresh: 'refresh must be true or false.',
} as const

export const aiCheckSchema = z.object({
  domain: z
    .string({ error: AI_CHECK_MESSAGES.domain })
    .trim()
    .min(1, AI_CHECK_MESSAGES.domain)
    .max(2048, AI_CHECK_MESSAGES.tooLong),
  /** Check the site again rather than answer the domain's result of the last 10 minutes. */
  refresh: z.boolean({ error: AI_CHECK_MESSAGES.refresh }).optional(),
})
