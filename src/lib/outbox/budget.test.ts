import { describe, expect, it } from 'vitest'

import { type BudgetCounts, decide, OUTBOX_BUDGET } from './budget'

const now = new Date('2026-05-01T12:00:00Z')
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000)
const none: BudgetCounts = {
  toMailbox: 0,
  fromClientToMailbox: 0,
  fromClient: 0,
  lastToMailbox: null,
  firstToMailbox: null,
}

describe('decide', () => {
  it('admits a first opt-in', () => {
    expect(decide('opt-in', none, true, now)).toEqual({ status: 'admitted' })
  })

  it('refuses an opt-in once the mailbox had its three of the day', () => {
    const counts = { ...none, toMailbox: 3, lastToMailbox: minutesAgo(60) }
    expect(decide('opt-in', counts, true, now)).toEqual({ status: 'refused', reason: 'mailbox' })
    expect(decide('opt-in', counts, false, now)).toEqual({ status: 'refused', reason: 'mailbox' })
  })

  it('keeps one client from using up a mailbox, or mailing too many', () => {
    const pair = { ...none, toMailbox: 2, fromClientToMailbox: 2, lastToMailbox: minutesAgo(60) }
    expect(decide('opt-in', pair, true, now)).toEqual({
      status: 'refused',
      reason: 'client-and-mailbox',
    })
    const busy = { ...none, fromClient: OUTBOX_BUDGET.optInsPerClient }
    expect(decide('opt-in', busy, true, now)).toEqual({ status: 'refused', reason: 'client' })
    // Mail no visitor caused (an entry an administrator made) has no client budget.
    expect(decide('opt-in', busy, false, now)).toEqual({ status: 'admitted' })
  })

  it('makes an opt-in wait for the spacing after the last one', () => {
    const counts = { ...none, toMailbox: 1, lastToMailbox: minutesAgo(2) }
    expect(decide('opt-in', counts, true, now)).toEqual({
      status: 'deferred',
      until: new Date(minutesAgo(2).getTime() + OUTBOX_BUDGET.optInSpacingSeconds * 1000),
    })
    const later = { ...counts, lastToMailbox: minutesAgo(5) }
    expect(decide('opt-in', later, true, now)).toEqual({ status: 'admitted' })
  })

  it('holds alerts over their budget until the oldest leaves the day', () => {
    expect(decide('alert', { ...none, toMailbox: 9 }, false, now)).toEqual({ status: 'admitted' })
    const full = { ...none, toMailbox: 10, firstToMailbox: minutesAgo(60) }
    expect(decide('alert', full, false, now)).toEqual({
      status: 'deferred',
      until: new Date(minutesAgo(60).getTime() + 24 * 60 * 60 * 1000),
    })
  })
})
