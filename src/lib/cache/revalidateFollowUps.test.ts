import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { withRevalidateFollowUps } from './revalidateFollowUps.mjs'

/** A cache handler that records each expiry with the time it was asked for. */
class Recording {
  static calls: { tags: string | string[]; at: number }[] = []
  async revalidateTag(tags: string | string[]): Promise<void> {
    Recording.calls.push({ tags, at: Date.now() })
  }
}

describe('withRevalidateFollowUps', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 })
    Recording.calls = []
  })
  afterEach(() => vi.useRealTimers())

  it('expires the tags at once, then again after each delay, purging after each', async () => {
    const purges: number[] = []
    const Handler = withRevalidateFollowUps(Recording, {
      delays: [500, 2000],
      afterEach: async () => void purges.push(Date.now()),
    })
    await new Handler().revalidateTag(['offers', '_N_T_/llms.txt'])
    expect(Recording.calls).toEqual([{ tags: ['offers', '_N_T_/llms.txt'], at: 0 }])
    expect(purges).toEqual([0])

    await vi.advanceTimersByTimeAsync(2000)
    expect(Recording.calls.map((call) => call.at)).toEqual([0, 500, 2000])
    expect(Recording.calls.every((call) => call.tags.includes('_N_T_/llms.txt'))).toBe(true)
    expect(purges).toEqual([0, 500, 2000])
  })

  it('purges and warns when a repeat fails, and lets the first failure reach the caller', async () => {
    let failures = 0
    class Failing {
      async revalidateTag(): Promise<void> {
        failures += 1
        throw new Error('Redis is away')
      }
    }
    const warnings: string[] = []
    const purges: number[] = []
    const Handler = withRevalidateFollowUps(Failing, {
      delays: [500],
      afterEach: async () => void purges.push(Date.now()),
      warn: (message: string) => warnings.push(message),
    })
    await expect(new Handler().revalidateTag('posts')).rejects.toThrow('Redis is away')
    await vi.advanceTimersByTimeAsync(500)
    expect(failures).toBe(2)
    expect(purges).toEqual([0, 500])
    expect(warnings).toEqual(['[cache] could not expire "posts" again: Redis is away'])
  })
})
