import { z } from 'zod'

import './zod'
import { WAITLIST_MESSAGES } from './waitlistMessages'

/** The Clavius waitlist form and POST /api/clavius-waitlist (name and email required). */
export const waitlistSchema = z.object({
  name: z.string({ error: WAITLIST_MESSAGES.name }).trim().min(1, WAITLIST_MESSAGES.name).max(200),
  email: z
    .string({ error: WAITLIST_MESSAGES.email })
    .trim()
    .max(254, WAITLIST_MESSAGES.email)
    .pipe(z.email({ error: WAITLIST_MESSAGES.email })),
})
export type WaitlistInput = z.input<typeof waitlistSchema>
