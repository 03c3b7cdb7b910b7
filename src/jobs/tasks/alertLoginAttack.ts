import type { TaskConfig } from 'payload'

import { env } from '@/env'

import { loginAttackEmail } from '../emails'
import { SEND_RETRIES } from '../retries'

/**
 * Tells an administrator that the failed logins on their account went over the account-wide
 * ceiling (lib/http/loginThrottle.ts): queued once per trip, not per attempt. An account that
 * does not exist (someone guessing addresses) gets no mail; the server log has the line.
 */
export const alertLoginAttack: TaskConfig<'alertLoginAttack'> = {
  slug: 'alertLoginAttack',
  label: 'Warn an administrator of many failed logins',
  retries: SEND_RETRIES,
  inputSchema: [
    { name: 'account', type: 'text', required: true },
    { name: 'failures', type: 'number', required: true },
  ],
  outputSchema: [{ name: 'sentTo', type: 'text' }],
  handler: async ({ input, req }) => {
    const { payload } = req
    const { docs } = await payload.find({
      collection: 'admins',
      where: { email: { equals: input.account.trim().toLowerCase() } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
    const admin = docs[0]
    if (!admin) return { output: { sentTo: null } }
    const email = loginAttackEmail(admin.email, input.failures, env().SITE_URL)
    await payload.sendEmail({ to: admin.email, subject: email.subject, text: email.text })
    return { output: { sentTo: admin.email } }
  },
}
