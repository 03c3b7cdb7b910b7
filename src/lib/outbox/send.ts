import type { Payload } from 'payload'

import type { BudgetDecision, OutboxKind } from './budget'
import { admit, release } from './gate'

/**
 * The one way the site mails an address a visitor typed (monitor and waitlist confirmations,
 * monitor alerts): through the outbox's budget per mailbox and per client (./budget.ts). Team
 * notifications, to our own addresses, do not come here.
 *
 * The visitor's request never waits for this: it queued a job and was answered the same,
 * whatever the outbox decides later, so the answer tells nothing about the mailbox.
 */
export type VisitorMail = {
  to: string
  /** senderKey() of the client whose request caused the mail; null for none (alerts). */
  sender: string | null
  kind: OutboxKind
  subject: string
  text: string
  replyTo?: string
  headers?: Record<string, string>
}

export type OutboxResult = { status: 'sent' } | Exclude<BudgetDecision, { status: 'admitted' }>

export async function sendToVisitor(
  payload: Pick<Payload, 'sendEmail'>,
  mail: VisitorMail,
  now?: Date,
): Promise<OutboxResult> {
  const admission = await admit({ to: mail.to, sender: mail.sender, kind: mail.kind, now })
  if (admission.status !== 'admitted') return admission
  try {
    await payload.sendEmail({
      to: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      text: mail.text,
      headers: mail.headers,
    })
  } catch (error) {
    // A release that fails too keeps the place taken: one mail fewer that day, never one more.
    await release(admission.ticket).catch(() => {})
    throw error
  }
  return { status: 'sent' }
}

/** A line for a job's output: what the outbox did with the mail. */
export function outcomeText(result: OutboxResult): string {
  if (result.status === 'sent') return 'sent'
  if (result.status === 'deferred') return `deferred until ${result.until.toISOString()}`
  return `not sent: over the ${result.reason} budget`
}
