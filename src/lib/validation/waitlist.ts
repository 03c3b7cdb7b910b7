import { z } from 'zod'

import './zod'

/** The Clavius waitlist form and POST /api/clavius-waitlist (name and email required). */
export const WAITLIST_MESSAGES = {
  name: 'Name is required',
  email: 'Please enter a valid email address',
  added: "You've been added to the waitlist",
  duplicate: "You're already on the waitlist",
} as const

export const waitlistSchema = z.object({
  name: z.string({ error: WAITLIST_MESSAGES.name }).trim().min(1, WAITLIST_MESSAGES.name).max(200),
  email: z
    .string({ error: WAITLIST_MESSAGES.email })
    .trim()
    .max(254, WAITLIST_MESSAGES.email)
    .pipe(z.email({ error: WAITLIST_MESSAGES.email })),
})
export type WaitlistInput = z.input<typeof waitlistSchema>
