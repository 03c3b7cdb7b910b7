import type { Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { type MonitorCheck, recheckDueMonitors } from '@/features/ai-visibility/monitor/recheck'

import { clearCollections, testPayload } from '../support/payload'

/**
 * The order of the weekly re-check: whoever waited longest goes first, however many new
 * monitors arrive. The check itself is the checker's (tests/int/aiMonitor.int.test.ts); here it
 * records which domain it was asked for and finds every site unchanged.
 */
let payload: Payload
const DAY = 24 * 60 * 60 * 1000
const now = new Date('2026-06-01T12:00:00Z')
const ago = (days: number) => new Date(now.getTime() - days * DAY).toISOString()

let checked: string[] = []
const check: MonitorCheck = async (domain) =>
  ({ aiVisibilityScore: 90, checks: [], crawlers: [], domain }) as unknown as Awaited<
    ReturnType<MonitorCheck>
  >

const recordingCheck: MonitorCheck = async (domain) => {
  checked.push(domain)
  return check(domain)
}

let counter = 0
async function confirmed(
  name: string,
  {
    confirmedDaysAgo,
    lastCheckedDaysAgo,
  }: { confirmedDaysAgo: number; lastCheckedDaysAgo?: number },
) {
  return payload.create({
    collection: 'monitors',
    data: {
      domain: `${name}.example`,
      email: `recheck-${++counter}@example.test`,
      status: 'confirmed',
      confirmedAt: ago(confirmedDaysAgo),
      ...(lastCheckedDaysAgo === undefined
        ? {}
        : { lastCheckedAt: ago(lastCheckedDaysAgo), lastScore: 90 }),
    },
    overrideAccess: true,
  })
}

beforeAll(async () => {
  payload = await testPayload()
})

beforeEach(async () => {
  await clearCollections(payload, ['monitors'])
  checked = []
})

describe('the weekly re-check', () => {
  it('visits a monitor that waited longest before more than 10 fresh ones', async () => {
    // Checked nine days ago: due for two days.
    await confirmed('old', { confirmedDaysAgo: 30, lastCheckedDaysAgo: 9 })
    for (let i = 0; i < 12; i++) await confirmed(`fresh-${i}`, { confirmedDaysAgo: 0 })
    // Not due yet: checked three days ago.
    await confirmed('recent', { confirmedDaysAgo: 30, lastCheckedDaysAgo: 3 })

    const first = await recheckDueMonitors({ payload, check: recordingCheck, now, limit: 10 })
    expect(first).toMatchObject({ checked: 10, failed: 0 })
    expect(checked[0]).toBe('old.example')
    expect(checked).toHaveLength(10)
    expect(checked).not.toContain('recent.example')

    // The next run takes the fresh ones left, and nothing checked an hour ago.
    checked = []
    await recheckDueMonitors({ payload, check: recordingCheck, now, limit: 10 })
    expect(checked.sort()).toEqual(['fresh-10.example', 'fresh-11.example', 'fresh-9.example'])
  })

  it('orders by how long each has waited: due since, or confirmed since', async () => {
    await confirmed('confirmed-today', { confirmedDaysAgo: 0 })
    await confirmed('due-for-1-day', { confirmedDaysAgo: 40, lastCheckedDaysAgo: 8 })
    await confirmed('confirmed-3-days-ago', { confirmedDaysAgo: 3 })
    await confirmed('due-for-5-days', { confirmedDaysAgo: 40, lastCheckedDaysAgo: 12 })
    await recheckDueMonitors({ payload, check: recordingCheck, now, limit: 10 })
    expect(checked).toEqual([
      'due-for-5-days.example',
      'confirmed-3-days-ago.example',
      'due-for-1-day.example',
      'confirmed-today.example',
    ])
  })
})
