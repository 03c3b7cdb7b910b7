import { describe, expect, it } from 'vitest'

import { LOGIN_LIMITS, turnSeconds } from './loginThrottle'

describe('turnSeconds', () => {
  it('gives one attempt per 20 s once the account trips, growing with the attack', () => {
    const ceiling = LOGIN_LIMITS.accountFailures
    expect(turnSeconds(ceiling + 1)).toBe(20)
    expect(turnSeconds(ceiling + 20)).toBe(40)
    expect(turnSeconds(ceiling + 10_000)).toBe(LOGIN_LIMITS.turnMaxSeconds)
  })

  it('makes 40 guesses from any number of addresses take at least 10 minutes', () => {
    // One guess per turn: the 40th comes at least the 39 turns before it after the first.
    let elapsed = 0
    for (let guess = 1; guess < 40; guess += 1) {
      elapsed += turnSeconds(LOGIN_LIMITS.accountFailures + guess)
    }
    expect(elapsed).toBeGreaterThanOrEqual(10 * 60)
  })
})
