import { afterEach, describe, expect, it, vi } from 'vitest'

import { HOLD_AFTER_FAILURES, TaskHolds } from './holds'

const logger = { warn: vi.fn() }
const fail = (holds: TaskHolds, task: string, times: number) => {
  for (let i = 0; i < times; i++) holds.record(task, false)
}

describe('tasks held back after failing in a row', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('holds a task after HOLD_AFTER_FAILURES failures in a row, and only that task', () => {
    vi.useFakeTimers({ now: 0 })
    const holds = new TaskHolds(logger)
    fail(holds, 'notifyTeam', HOLD_AFTER_FAILURES - 1)
    holds.record('expireBlog', false)
    expect(holds.held()).toEqual([])
    holds.record('notifyTeam', false)
    expect(holds.held()).toEqual(['notifyTeam'])
    expect(holds.endsInMs()).toBe(5_000)
  })

  it('doubles the hold while the task keeps failing, up to 15 s, and ends it on a success', () => {
    vi.useFakeTimers({ now: 0 })
    const holds = new TaskHolds(logger)
    const lengths: number[] = []
    for (let round = 0; round < 4; round++) {
      fail(holds, 'notifyTeam', HOLD_AFTER_FAILURES)
      lengths.push(holds.endsInMs())
      vi.advanceTimersByTime(holds.endsInMs())
      expect(holds.held()).toEqual([])
    }
    expect(lengths).toEqual([5_000, 10_000, 15_000, 15_000])
    fail(holds, 'notifyTeam', HOLD_AFTER_FAILURES)
    holds.record('notifyTeam', true)
    expect(holds.held()).toEqual([])
    fail(holds, 'notifyTeam', HOLD_AFTER_FAILURES)
    expect(holds.endsInMs()).toBe(5_000)
  })

  it('does not count a success between failures as a run of failures', () => {
    const holds = new TaskHolds(logger)
    fail(holds, 'notifyTeam', HOLD_AFTER_FAILURES - 1)
    holds.record('notifyTeam', true)
    fail(holds, 'notifyTeam', HOLD_AFTER_FAILURES - 1)
    expect(holds.held()).toEqual([])
  })
})
