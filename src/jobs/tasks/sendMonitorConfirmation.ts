import type { TaskConfig } from 'payload'

import { monitorLink, unsubscribeHeaders } from '@/lib/monitorLinks'
import { readSiteSettings } from '@/lib/siteSettings'

import { monitorConfirmationEmail } from '../monitorEmails'
import { SEND_RETRIES } from '../retries'

/**
 * The double opt-in of an AI visibility monitor: a link to confirm and one to unsubscribe.
 * Queued for every sign-up, known address or not; sent only while the monitor waits for
 * confirmation, so a confirmed address gets nothing new.
 */
export const sendMonitorConfirmation: TaskConfig<'sendMonitorConfirmation'> = {
  slug: 'sendMonitorConfirmation',
  label: 'Confirm an AI visibility monitor',
  retries: SEND_RETRIES,
  inputSchema: [{ name: 'id', type: 'number', required: true }],
  outputSchema: [{ name: 'sentTo', type: 'text' }],
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
    if (!monitor || monitor.status !== 'pending') return { output: { sentTo: null } }

    const settings = await readSiteSettings(payload)
    const email = monitorConfirmationEmail({
      domain: monitor.domain,
      brandName: settings.brandName,
      confirmUrl: monitorLink('confirm', monitor),
      unsubscribeUrl: monitorLink('unsubscribe', monitor),
    })
    await payload.sendEmail({
      to: monitor.email,
      replyTo: settings.teamEmail,
      subject: email.subject,
      text: email.text,
      headers: unsubscribeHeaders(monitor),
    })
    return { output: { sentTo: monitor.email } }
  },
}
