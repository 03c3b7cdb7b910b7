import type { TaskConfig } from 'payload'

import { runAfterResponse } from '@/lib/jobs/autorun'

/**
 * Queued by every public waitlist sign-up, new or already listed, so that both cost the request
 * the same work (data/waitlist.ts). For an address this sign-up added, it queues the team
 * announcement and the sign-up's confirmation; for a listed one it does nothing.
 */
export const welcomeWaitlistEntry: TaskConfig<'welcomeWaitlistEntry'> = {
  slug: 'welcomeWaitlistEntry',
  label: 'Announce and confirm a waitlist sign-up',
  retries: 3,
  inputSchema: [
    { name: 'email', type: 'text', required: true },
    { name: 'added', type: 'checkbox', required: true },
    // The sign-up's client as the outbox counts it (a keyed hash), passed on to the confirmation.
    { name: 'sender', type: 'text' },
  ],
  outputSchema: [{ name: 'queued', type: 'checkbox' }],
  handler: async ({ input, req }) => {
    if (!input.added) return { output: { queued: false } }
    const { payload } = req
    const { docs } = await payload.find({
      collection: 'waitlist-entries',
      where: { email: { equals: input.email } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
    const entry = docs[0]
    // Removed before the job ran: nobody left to announce or confirm.
    if (!entry) return { output: { queued: false } }
    await payload.jobs.queue({
      task: 'notifyTeam',
      input: { collection: 'waitlist-entries', id: entry.id },
      req,
    })
    await payload.jobs.queue({
      task: 'sendWaitlistConfirmation',
      input: { id: entry.id, sender: input.sender ?? null },
      req,
    })
    // Run right after, when this job itself runs after a sign-up's response.
    runAfterResponse(payload, ['notifyTeam', 'sendWaitlistConfirmation'])
    return { output: { queued: true } }
  },
}
