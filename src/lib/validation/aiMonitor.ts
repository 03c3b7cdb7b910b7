import { z } from 'zod'

import './zod'
import { isEmail } from './email'

/**
 * The "Email me when this changes" form under the checker's results and the body of
 * POST /api/ai-check/monitor. The domain is judged further by the checker's normaliser, so a
 * monitor can only watch what the checker would check.
 */
export const AI_MONITOR_MESSAGES = {
  domain: 'Please enter a domain to check.',
  tooLong: 'That domain is too long.',
  email: 'Please enter a valid email address',
  /** The one answer to a sign-up, whether or not the address was known. */
  accepted:
    'Check your inbox: we sent a link to confirm. Once confirmed, we re-check the site weekly and email you when its AI visibility drops.',
} as const

export const aiMonitorSchema = z.object({
  domain: z
    .string({ error: AI_MONITOR_MESSAGES.domain })
    .trim()
    .min(1, AI_MONITOR_MESSAGES.domain)
    .max(2048, AI_MONITOR_MESSAGES.tooLong),
  email: z
    .string({ error: AI_MONITOR_MESSAGES.email })
    .trim()
    .refine(isEmail, { error: AI_MONITOR_MESSAGES.email }),
})

/** The rule the Monitors collection puts on a stored address: the form's. */
export function checkMonitorEmail(value: unknown): true | string {
  return typeof value === 'string' && isEmail(value.trim()) ? true : AI_MONITOR_MESSAGES.email
}
