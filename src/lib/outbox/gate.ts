import { createHmac } from 'node:crypto'

import { requireServerEnv } from '@/env'
import { sharedPool } from '@/lib/db/pool'
import { addressGroup } from '@/lib/http/addressGroup'

import { type BudgetDecision, decide, OUTBOX_BUDGET, type OutboxKind } from './budget'
import { normalizeMailbox } from './mailbox'

/**
 * The outbox's ledger: one row per mail let through, in the table `mail_outbox` (a committed
 * migration). Its own table rather than rate-limiter-flexible's `rate_limits`: a mail is let
 * through only if several counts allow it at once (the mailbox's, the client's, the pair's, the
 * spacing since the last), which one transaction decides under advisory locks on the mailbox
 * and the client, so two job runners cannot both take the last place.
 *
 * Mailboxes and clients are stored as keyed hashes (HMAC-SHA256 under a key derived from
 * PAYLOAD_SECRET), never as addresses; rows leave after two days.
 */
export type Admission = Exclude<BudgetDecision, { status: 'admitted' }> | Admitted
type Admitted = { status: 'admitted'; ticket: number }

function keyed(kind: 'mailbox' | 'client', value: string): string {
  const key = createHmac('sha256', requireServerEnv().PAYLOAD_SECRET).update('mail-outbox').digest()
  return createHmac('sha256', key).update(`${kind}:${value}`).digest('base64url')
}

/**
 * The key a client address is counted under (an IPv6 address as its /64), as a request hands
 * it to the job that will mail: the job's record keeps this hash, never the address.
 */
export function senderKey(clientAddress: string): string {
  return keyed('client', addressGroup(clientAddress))
}

const pool = () => sharedPool(requireServerEnv().DATABASE_URL)

export type AdmitInput = {
  /** The address the mail goes to, as typed. */
  to: string
  /** senderKey() of the client whose request caused the mail; null for mail no visitor caused. */
  sender: string | null
  kind: OutboxKind
  now?: Date
}

/** Decides whether one mail may go now, and if so records it (its ticket undoes that). */
export async function admit({
  to,
  sender,
  kind,
  now = new Date(),
}: AdmitInput): Promise<Admission> {
  const mailbox = keyed('mailbox', normalizeMailbox(to))
  const since = new Date(now.getTime() - OUTBOX_BUDGET.windowSeconds * 1000)
  const db = await pool().connect()
  try {
    await db.query('BEGIN')
    // One admission at a time per mailbox and per client, the locks taken in one order.
    for (const key of [mailbox, sender].filter((k): k is string => k !== null).sort()) {
      await db.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`outbox:${key}`])
    }
    const { rows } = await db.query<{
      to_mailbox: number
      pair: number
      from_client: number
      last_to_mailbox: Date | null
      first_to_mailbox: Date | null
    }>(
      `SELECT
         count(*) FILTER (WHERE mailbox = $1)::int AS to_mailbox,
         count(*) FILTER (WHERE mailbox = $1 AND client = $2)::int AS pair,
         count(*) FILTER (WHERE client = $2)::int AS from_client,
         max(sent_at) FILTER (WHERE mailbox = $1) AS last_to_mailbox,
         min(sent_at) FILTER (WHERE mailbox = $1) AS first_to_mailbox
       FROM mail_outbox
       WHERE kind = $3 AND sent_at > $4 AND (mailbox = $1 OR client = $2)`,
      [mailbox, sender, kind, since],
    )
    const row = rows[0]!
    const decision = decide(
      kind,
      {
        toMailbox: row.to_mailbox,
        fromClientToMailbox: row.pair,
        fromClient: row.from_client,
        lastToMailbox: row.last_to_mailbox,
        firstToMailbox: row.first_to_mailbox,
      },
      sender !== null,
      now,
    )
    let admission: Admission = decision as Admission
    if (decision.status === 'admitted') {
      const inserted = await db.query<{ id: string }>(
        'INSERT INTO mail_outbox (mailbox, client, kind, sent_at) VALUES ($1, $2, $3, $4) RETURNING id',
        [mailbox, sender, kind, now],
      )
      admission = { status: 'admitted', ticket: Number(inserted.rows[0]!.id) }
    }
    // Rows older than two windows count for nothing.
    await db.query('DELETE FROM mail_outbox WHERE sent_at < $1', [
      new Date(now.getTime() - 2 * OUTBOX_BUDGET.windowSeconds * 1000),
    ])
    await db.query('COMMIT')
    return admission
  } catch (error) {
    await db.query('ROLLBACK').catch(() => {})
    throw error
  } finally {
    db.release()
  }
}

/** Gives back the place of a mail that could not be sent, so its retry is not counted twice. */
export async function release(ticket: number): Promise<void> {
  await pool().query('DELETE FROM mail_outbox WHERE id = $1', [ticket])
}
