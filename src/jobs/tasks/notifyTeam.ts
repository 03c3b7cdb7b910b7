import type { Payload, TaskConfig } from 'payload'

import { env } from '@/env'
import { readSiteSettings, type SiteSettingsData } from '@/lib/siteSettings'

import { contactMessageEmail, waitlistEntryEmail } from '../emails'
import { SEND_ATTEMPTS, SEND_RETRIES } from '../retries'

/**
 * How long the team's address, once read, serves further notifications: a burst of thousands
 * reads the settings once every few seconds instead of once per email, and a changed address
 * applies within that time.
 */
const SETTINGS_TTL_MS = 5_000
let settings: { read: Promise<SiteSettingsData>; at: number } | undefined

function teamSettings(payload: Payload): Promise<SiteSettingsData> {
  if (!settings || Date.now() - settings.at > SETTINGS_TTL_MS) {
    const read = readSiteSettings(payload)
    settings = { read, at: Date.now() }
    // A failed read is not kept: the next notification reads again.
    read.catch(() => {
      if (settings?.read === read) settings = undefined
    })
  }
  return settings.read
}

/**
 * Emails the team about a new contact message or waitlist entry. It reads the stored document
 * and never writes it, so a failed send cannot lose or change what the visitor sent.
 */
export const notifyTeam: TaskConfig<'notifyTeam'> = {
  slug: 'notifyTeam',
  label: 'Email the team about a new enquiry',
  retries: SEND_RETRIES,
  inputSchema: [
    {
      name: 'collection',
      type: 'select',
      required: true,
      options: ['contact-messages', 'waitlist-entries'],
    },
    { name: 'id', type: 'number', required: true },
  ],
  outputSchema: [{ name: 'sentTo', type: 'text' }],
  // After the last attempt failed, the message is flagged so the administrator sees, in the
  // dashboard, that the team was never told about it.
  onFail: async ({ input, req, taskStatus }) => {
    const tried = (taskStatus?.totalTried ?? 0) + 1
    const { collection, id } = (input ?? {}) as { collection?: string; id?: number }
    if (tried < SEND_ATTEMPTS || collection !== 'contact-messages' || id === undefined) return
    try {
      await req.payload.update({
        collection: 'contact-messages',
        id,
        data: { notificationFailed: true },
        overrideAccess: true,
        req,
      })
    } catch (error) {
      req.payload.logger.error({ err: error, msg: `could not flag message ${id} as not notified` })
    }
  },
  handler: async ({ input, req }) => {
    const { payload } = req
    const doc = await payload.findByID({
      collection: input.collection,
      id: input.id,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    // Deleted before the job ran: nothing left to announce.
    if (!doc) return { output: { sentTo: null } }

    const { teamEmail } = await teamSettings(payload)
    const { SITE_URL } = env()
    const email =
      'workEmail' in doc ? contactMessageEmail(doc, SITE_URL) : waitlistEntryEmail(doc, SITE_URL)
    await payload.sendEmail({
      to: teamEmail,
      replyTo: 'workEmail' in doc ? doc.workEmail : doc.email,
      subject: email.subject,
      text: email.text,
    })
    return { output: { sentTo: teamEmail } }
  },
}
