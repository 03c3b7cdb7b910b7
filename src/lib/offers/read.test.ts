import { describe, expect, it } from 'vitest'

import { OFFERS_DEFAULTS } from './defaults'
import {
  coachingSaving,
  courseTotalMinutes,
  entryPricePerMonth,
  isWholePounds,
  withOffersDefaults,
} from './read'

describe('offers', () => {
  it('states the seeded figures', () => {
    const offers = withOffersDefaults({})
    expect(offers).toEqual(OFFERS_DEFAULTS)
    expect(entryPricePerMonth(offers)).toBe(29)
    expect(coachingSaving(offers)).toBe(98)
    expect(courseTotalMinutes(offers.courseModules)).toBe(58)
  })

  it('keeps a saved price and takes what a row lacks from the seed', () => {
    const offers = withOffersDefaults({
      plans: [
        { name: 'Core', price: 500 },
        { name: 'Growth', price: 1100 },
      ],
    })
    expect(offers.plans[1]).toEqual({ ...OFFERS_DEFAULTS.plans[1], price: 1100 })
  })

  it('falls back to the seed for an invalid price', () => {
    const offers = withOffersDefaults({ plans: [{ key: 'growth', name: 'Growth', price: 10.5 }] })
    expect(offers.plans[0]!.price).toBe(1000)
  })

  it('accepts whole pounds only', () => {
    expect(isWholePounds(0, 0)).toBe(true)
    expect(isWholePounds(0, 1)).toBe(false)
    expect(isWholePounds(1100.5, 1)).toBe(false)
    expect(isWholePounds('1100', 1)).toBe(false)
  })
})
