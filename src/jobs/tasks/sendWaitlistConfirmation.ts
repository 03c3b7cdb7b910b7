import type { TaskConfig } from 'payload'

import { outcomeText, sendToVisitor } from '@/lib/outbox/send'
import { readSiteSettings } from '@/lib/siteSettings'
import { waitlistUnsubscribeHeaders, waitlistUnsubscribeLink } from '@/lib/waitlistLinks'

import { waitlistConfirmationEmail } from '../emails'
import { SEND_RETRIES } from '../retries'

/**
 * The plain confirmation a waitlist sign-up receives, with its unsubscribe link, sent as the
 * outbox allows: a mail held back for its spacing is queued again for the time it names, one
 * over a budget is dropped (so re-adding a removed address cannot mail it at will).
 */
export const sendWaitlistConfirmation: TaskConfig<'sendWaitlistConfirmation'> = {
  slug: 'sendWaitlistConfirmation',
  label: 'Confirm a waitlist sign-up',
  retries: SEND_RETRIES,
  inputSchema: [
    { name: 'id', type: 'number', required: true },
    // The sign-up's client, as the outbox counts it (a keyed hash, not the address); none for
    // an entry made in /cms.
    { name: 'sender', type: 'text' },
  ],
  outputSchema: [
    { name: 'sentTo', type: 'text' },
    { name: 'outcome', type: 'text' },
  ],
  handler: async ({ input, req }) => {
    const { payload } = req
    const entry = await payload.findByID({
      collection: 'waitlist-entries',
      id: input.id,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    // Removed (unsubscribed) before the job ran.
    if (!entry) return { output: { sentTo: null, outcome: 'no longer on the waitlist' } }

    const settings = await readSiteSettings(payload)
    const email = waitlistConfirmationEmail({
      brandName: settings.brandName,
      unsubscribeUrl: waitlistUnsubscribeLink(entry),
    })
    const result = await sendToVisitor(payload, {
      to: entry.email,
      sender: input.sender ?? null,
      kind: 'opt-in',
      replyTo: settings.teamEmail,
      subject: email.subject,
      text: email.text,
      headers: waitlistUnsubscribeHeaders(entry),
    })
    if (result.status === 'deferred') {
      await payload.jobs.queue({
        task: 'sendWaitlistConfirmation',
        input: { id: entry.id, sender: input.sender ?? null },
        waitUntil: result.until,
        req,
      })
    }
    return {
      output: {
        sentTo: result.status === 'sent' ? entry.email : null,
        outcome: outcomeText(result),
      },
    }
  },
}
