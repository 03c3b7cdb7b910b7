import { describe, expect, it } from 'vitest'

import { RequestFailed, rateLimitWait, retryAfterSeconds, tryAgainIn } from './retryLater'

describe('tryAgainIn', () => {
  it('names the wait in seconds, minutes or hours', () => {
    expect(tryAgainIn(1)).toBe('Please try again in 1 second.')
    expect(tryAgainIn(45)).toBe('Please try again in 45 seconds.')
    expect(tryAgainIn(60)).toBe('Please try again in 1 minute.')
    expect(tryAgainIn(11 * 60 + 5)).toBe('Please try again in 12 minutes.')
    expect(tryAgainIn(3 * 3600)).toBe('Please try again in 3 hours.')
  })

  it('says later when the wait is unknown', () => {
    expect(tryAgainIn(undefined)).toBe('Please try again later.')
    expect(tryAgainIn(0)).toBe('Please try again later.')
  })
})

describe('retryAfterSeconds', () => {
  it('reads seconds and HTTP dates', () => {
    expect(retryAfterSeconds('120')).toBe(120)
    const now = Date.parse('2026-01-01T00:00:00Z')
    expect(retryAfterSeconds('Thu, 01 Jan 2026 00:05:00 GMT', now)).toBe(300)
    expect(retryAfterSeconds('soon')).toBeUndefined()
    expect(retryAfterSeconds(null)).toBeUndefined()
  })
})

describe('rateLimitWait', () => {
  it('recognises a 429 only', () => {
    expect(rateLimitWait(new RequestFailed('429: x', 429, 30))).toEqual({ retryAfter: 30 })
    expect(rateLimitWait(new RequestFailed('500: x', 500))).toBeUndefined()
    expect(rateLimitWait(new Error('429: x'))).toBeUndefined()
  })
})
