import type { TaskConfig } from 'payload'

import { confirmedToday, recordConfirmation } from '@/lib/jobs/confirmationCap'
import { readSiteSettings } from '@/lib/siteSettings'

import { waitlistConfirmationEmail } from '../emails'
import { SEND_RETRIES } from '../retries'

/** The plain confirmation a waitlist sign-up receives, with an unsubscribe line. */
export const sendWaitlistConfirmation: TaskConfig<'sendWaitlistConfirmation'> = {
  slug: 'sendWaitlistConfirmation',
  label: 'Confirm a waitlist sign-up',
  retries: SEND_RETRIES,
  inputSchema: [{ name: 'id', type: 'number', required: true }],
  outputSchema: [{ name: 'sentTo', type: 'text' }],
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
    if (!entry) return { output: { sentTo: null } }

    // At most one confirmation per address a day, whatever re-adds it (removed and signed up
    // again, or a repeat of the job): the waitlist must not be a way to mail anyone at will.
    if (await confirmedToday(entry.email)) return { output: { sentTo: null } }

    const settings = await readSiteSettings(payload)
    const email = waitlistConfirmationEmail(entry, settings)
    await payload.sendEmail({
      to: entry.email,
      replyTo: settings.teamEmail,
      subject: email.subject,
      text: email.text,
      headers: { 'List-Unsubscribe': `<mailto:${settings.teamEmail}?subject=unsubscribe>` },
    })
    await recordConfirmation(entry.email)
    return { output: { sentTo: entry.email } }
  },
}
