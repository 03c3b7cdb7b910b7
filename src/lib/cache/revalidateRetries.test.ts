import { describe, expect, it } from 'vitest'

import { withRevalidateRetries } from './revalidateRetries.mjs'

type Handler = {
  name: string
  get(key: string): Promise<string | null>
  revalidateTag(tag: string): Promise<void>
}

/** A handler whose revalidateTag fails `failures` times, then succeeds; it records each call. */
function flaky(failures: number) {
  const calls: string[] = []
  const handler: Handler = {
    name: 'flaky',
    get: async (key) => `value of ${key}`,
    async revalidateTag(tag) {
      calls.push(tag)
      if (calls.length <= failures) throw new Error('This operation was aborted')
    },
  }
  return { handler, calls }
}

describe('withRevalidateRetries', () => {
  it('expires a tag whose first attempts time out, without a warning', async () => {
    const { handler, calls } = flaky(2)
    const warnings: string[] = []
    const wrapped = withRevalidateRetries(handler, { delayMs: 1, warn: (m) => warnings.push(m) })
    await wrapped.revalidateTag('_N_T_/llms.txt')
    expect(calls).toEqual(['_N_T_/llms.txt', '_N_T_/llms.txt', '_N_T_/llms.txt'])
    expect(warnings).toEqual([])
  })

  it('names the tag and the error when every attempt fails, and fails itself', async () => {
    const { handler, calls } = flaky(10)
    const warnings: string[] = []
    const wrapped = withRevalidateRetries(handler, { delayMs: 1, warn: (m) => warnings.push(m) })
    await expect(wrapped.revalidateTag('offers')).rejects.toThrow('aborted')
    expect(calls).toHaveLength(3)
    expect(warnings).toEqual([
      '[cache] could not expire "offers" after 3 attempts: This operation was aborted',
    ])
  })

  it('keeps the rest of the handler as it is', async () => {
    const { handler, calls } = flaky(0)
    const wrapped = withRevalidateRetries(handler)
    expect(wrapped.name).toBe('flaky')
    expect(await wrapped.get('/blog')).toBe('value of /blog')
    await wrapped.revalidateTag('posts')
    expect(calls).toEqual(['posts'])
  })
})
