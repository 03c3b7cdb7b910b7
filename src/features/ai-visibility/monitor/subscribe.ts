import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { getPayloadClient } from '@/data/payload'
import { env } from '@/env'
import { inCommittedTransaction } from '@/lib/upstream/committedTransaction'
import { withDbRetry } from '@/lib/db/retry'
import { rateLimit, type RateLimit } from '@/lib/http/rateLimit'
import { parseWith } from '@/lib/http/request'
import { runAfterResponse } from '@/lib/jobs/autorun'
import { senderKey } from '@/lib/outbox/gate'
import { aiMonitorSchema } from '@/lib/validation/aiMonitor'

import { toAllowlist } from '../guard'
import { aiCheckRateLimit } from '../limits'
import { normalizeTarget } from '../normalize'

const HOUR = 60 * 60

/** Sign-ups per domain, whoever asks. */
export const MONITOR_DOMAIN_LIMIT: RateLimit = {
  name: 'ai-monitor-domain',
  points: 10,
  durationSeconds: HOUR,
  message: 'Too many sign-ups for this domain. Please try again in an hour.',
}

/**
 * A sign-up for weekly re-checks: the visitor's address budget (shared with the checker), the
 * form's schema, the checker's normaliser (a monitor watches only what the checker may check),
 * then the budget of the domain. Stores the monitor, or finds the one there is, and queues its
 * confirmation email in the same transaction. A known and a new address take the same path (one
 * INSERT ... ON CONFLICT and one job), so neither the answer nor its time tells them apart; how
 * many mails an address may get is the outbox's decision, taken in the job
 * (lib/outbox/send.ts), never in the answer. An unsubscribed monitor signed up again waits for a
 * new confirmation.
 */
export async function subscribeMonitor(input: unknown, clientAddress: string): Promise<void> {
  await rateLimit(aiCheckRateLimit(), clientAddress)
  const parsed = parseWith(aiMonitorSchema, input)
  const { domain } = normalizeTarget(parsed.domain, toAllowlist(env().AI_CHECK_ALLOWED_HOSTS))
  const email = parsed.email.trim().toLowerCase()
  await rateLimit(MONITOR_DOMAIN_LIMIT, domain)

  const payload = await getPayloadClient()
  await withDbRetry(() =>
    inCommittedTransaction(payload, async (req, tx) => {
      if (!tx) throw new Error('monitors need PostgreSQL')
      const { rows } = await tx.execute(sql`
        INSERT INTO monitors (domain, email, status) VALUES (${domain}, ${email}, 'pending')
        ON CONFLICT (domain, email) DO UPDATE SET
          status = CASE WHEN monitors.status = 'unsubscribed' THEN 'pending' ELSE monitors.status END,
          updated_at = now()
        RETURNING id`)
      const id = Number(rows[0]!.id)
      await payload.jobs.queue({
        task: 'sendMonitorConfirmation',
        input: { id, sender: senderKey(clientAddress) },
        req: req as PayloadRequest,
      })
    }),
  )
  // Sent once the response is out, not at the next look.
  runAfterResponse(payload, ['sendMonitorConfirmation'])
}
