/**
 * What the outbox lets through to one mailbox, counted over the last 24 hours (a rolling day)
 * in PostgreSQL, so every instance and job worker counts together.
 *
 * - `opt-in`: a mail a visitor's request caused to an address the visitor typed (the monitor's
 *   confirmation, the waitlist's confirmation). Nobody has shown yet that the address is theirs.
 * - `alert`: a monitor's alert, sent only to an address whose owner confirmed it by a POST.
 */
export type OutboxKind = 'opt-in' | 'alert'

export const OUTBOX_BUDGET = {
  /** The rolling window every count covers. */
  windowSeconds: 24 * 60 * 60,
  /** Opt-in mails to one mailbox, all its spellings and every sender together. */
  optInsPerMailbox: 3,
  /**
   * Opt-in mails to one mailbox caused by one client address (an IPv6 client as its /64):
   * fewer than the mailbox's budget, so no one client can use it up.
   */
  optInsPerClientAndMailbox: 2,
  /** Opt-in mails one client address may cause in all, whatever the mailboxes. */
  optInsPerClient: 10,
  /** Time between two opt-in mails to one mailbox: a burst is spread out, the rest waits. */
  optInSpacingSeconds: 5 * 60,
  /** Alerts to one mailbox (one per monitor and week; a mailbox may watch several sites). */
  alertsPerMailbox: 10,
} as const

export type RefusalReason = 'mailbox' | 'client' | 'client-and-mailbox'

export type BudgetDecision =
  | { status: 'admitted' }
  | { status: 'deferred'; until: Date }
  | { status: 'refused'; reason: RefusalReason }

/** What was sent within the window, as the gate reads it under its locks. */
export type BudgetCounts = {
  /** Mails of this kind to the mailbox. */
  toMailbox: number
  /** Mails of this kind to the mailbox that this client caused. */
  fromClientToMailbox: number
  /** Mails of this kind this client caused. */
  fromClient: number
  /** The last and first mail of this kind to the mailbox, null when none. */
  lastToMailbox: Date | null
  firstToMailbox: Date | null
}

/**
 * The rule, apart from the database: an opt-in over a daily budget is refused (dropped: waiting
 * would only move the flood to the next day); one too soon after the last waits its turn. An
 * alert over its budget waits until the oldest one counted leaves the window.
 */
export function decide(
  kind: OutboxKind,
  counts: BudgetCounts,
  hasClient: boolean,
  now: Date,
): BudgetDecision {
  const windowMs = OUTBOX_BUDGET.windowSeconds * 1000
  if (kind === 'alert') {
    if (counts.toMailbox < OUTBOX_BUDGET.alertsPerMailbox) return { status: 'admitted' }
    const first = counts.firstToMailbox ?? now
    return { status: 'deferred', until: new Date(first.getTime() + windowMs) }
  }
  if (counts.toMailbox >= OUTBOX_BUDGET.optInsPerMailbox) {
    return { status: 'refused', reason: 'mailbox' }
  }
  if (hasClient && counts.fromClient >= OUTBOX_BUDGET.optInsPerClient) {
    return { status: 'refused', reason: 'client' }
  }
  if (hasClient && counts.fromClientToMailbox >= OUTBOX_BUDGET.optInsPerClientAndMailbox) {
    return { status: 'refused', reason: 'client-and-mailbox' }
  }
  const spacingMs = OUTBOX_BUDGET.optInSpacingSeconds * 1000
  if (counts.lastToMailbox && now.getTime() - counts.lastToMailbox.getTime() < spacingMs) {
    return { status: 'deferred', until: new Date(counts.lastToMailbox.getTime() + spacingMs) }
  }
  return { status: 'admitted' }
}
