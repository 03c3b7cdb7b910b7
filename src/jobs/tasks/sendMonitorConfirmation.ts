import type { TaskConfig } from 'payload'

import { CONFIRM_LINK_DAYS, monitorLink, unsubscribeHeaders } from '@/lib/monitorLinks'
import { outcomeText, sendToVisitor } from '@/lib/outbox/send'
import { readSiteSettings } from '@/lib/siteSettings'

import { monitorConfirmationEmail } from '../monitorEmails'
import { SEND_RETRIES } from '../retries'

/** A sign-up repeated within this time sends no second confirmation: the first link works. */
export const CONFIRMATION_RESEND_AFTER_MS = 60 * 60 * 1000

/**
 * The double opt-in of an AI visibility monitor: a link to confirm and one to unsubscribe.
 * Queued for every sign-up, known address or not; sent only while the monitor waits for
 * confirmation and none went out within the hour, and only as the outbox allows: a mail it holds
 * back for its spacing is queued again for the time it names, one over a budget is dropped.
 */
export const sendMonitorConfirmation: TaskConfig<'sendMonitorConfirmation'> = {
  slug: 'sendMonitorConfirmation',
  label: 'Confirm an AI visibility monitor',
  retries: SEND_RETRIES,
  inputSchema: [
    { name: 'id', type: 'number', required: true },
    // The sign-up's client, as the outbox counts it: a keyed hash, not the address.
    { name: 'sender', type: 'text' },
  ],
  outputSchema: [
    { name: 'sentTo', type: 'text' },
    { name: 'outcome', type: 'text' },
  ],
  handler: async ({ input, req }) => {
    const { payload } = req
    const monitor = await payload.findByID({
      collection: 'monitors',
      id: input.id,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    if (!monitor || monitor.status !== 'pending') {
      return { output: { sentTo: null, outcome: 'not waiting for confirmation' } }
    }
    const now = new Date()
    const lastSent = monitor.confirmationSentAt ? new Date(monitor.confirmationSentAt) : null
    if (lastSent && now.getTime() - lastSent.getTime() < CONFIRMATION_RESEND_AFTER_MS) {
      return { output: { sentTo: null, outcome: 'sent within the hour' } }
    }

    const settings = await readSiteSettings(payload)
    const email = monitorConfirmationEmail({
      domain: monitor.domain,
      brandName: settings.brandName,
      confirmUrl: monitorLink('confirm', monitor, now),
      unsubscribeUrl: monitorLink('unsubscribe', monitor),
      linkDays: CONFIRM_LINK_DAYS,
    })
    const result = await sendToVisitor(
      payload,
      {
        to: monitor.email,
        sender: input.sender ?? null,
        kind: 'opt-in',
        replyTo: settings.teamEmail,
        subject: email.subject,
        text: email.text,
        headers: unsubscribeHeaders(monitor),
      },
      now,
    )
    if (result.status === 'sent') {
      await payload.update({
        collection: 'monitors',
        id: monitor.id,
        data: { confirmationSentAt: now.toISOString() },
        depth: 0,
        overrideAccess: true,
        req,
      })
      return { output: { sentTo: monitor.email, outcome: outcomeText(result) } }
    }
    if (result.status === 'deferred') {
      await payload.jobs.queue({
        task: 'sendMonitorConfirmation',
        input: { id: monitor.id, sender: input.sender ?? null },
        waitUntil: result.until,
        req,
      })
    }
    return { output: { sentTo: null, outcome: outcomeText(result) } }
  },
}
