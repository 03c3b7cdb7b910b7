import { z } from 'zod'

import './zod'
import { isEmail } from './email'
import { MAX_WAITLIST_NAME, WAITLIST_MESSAGES } from './waitlistMessages'

/**
 * The Clavius waitlist form and POST /api/clavius-waitlist (name and email required). The
 * WaitlistEntries collection checks stored entries with `checkWaitlistName`/`checkWaitlistEmail`,
 * the same rules.
 */
export const waitlistSchema = z.object({
  name: z
    .string({ error: WAITLIST_MESSAGES.name })
    .trim()
    .min(1, WAITLIST_MESSAGES.name)
    .max(MAX_WAITLIST_NAME, WAITLIST_MESSAGES.nameTooLong),
  email: z
    .string({ error: WAITLIST_MESSAGES.email })
    .trim()
    .refine(isEmail, { error: WAITLIST_MESSAGES.email }),
})

export function checkWaitlistName(value: unknown): true | string {
  const name = typeof value === 'string' ? value.trim() : ''
  if (name === '') return WAITLIST_MESSAGES.name
  return name.length > MAX_WAITLIST_NAME ? WAITLIST_MESSAGES.nameTooLong : true
}

export function checkWaitlistEmail(value: unknown): true | string {
  return typeof value === 'string' && isEmail(value.trim()) ? true : WAITLIST_MESSAGES.email
}
