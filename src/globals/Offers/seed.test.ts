import { describe, expect, it } from 'vitest'

import {
  coachingSaving,
  courseTotalMinutes,
  entryPricePerMonth,
  lowestPaidPrice,
  rowKey,
  singleSession,
} from '@/lib/offers'

import { isWholePounds } from './priceRules'
import { OFFERS_SEED } from './seed'

const seed = OFFERS_SEED

describe('the offers seed', () => {
  it('states the plans, coaching and course figures the site promises', () => {
    expect(seed.plans.map((plan) => [plan.name, plan.price, plan.hoursPerMonth])).toEqual([
      ['Core', 500, 15],
      ['Growth', 1000, 25],
    ])
    expect(seed.aiVisibilityPlans.map((plan) => [plan.name, plan.price])).toEqual([
      ['Free', 0],
      ['Pro', 29],
      ['Business', 199],
    ])
    expect(entryPricePerMonth(seed)).toBe(29)
    expect(singleSession(seed).price).toBe(199)
    expect(coachingSaving(seed)).toBe(98)
    expect(seed.courseModules.map((module) => module.minutes)).toEqual([5, 8, 10, 10, 10, 10, 5])
    expect(courseTotalMinutes(seed.courseModules)).toBe(58)
    expect(lowestPaidPrice(seed.bespokeSolutions)).toBe(300)
  })

  it('passes the price rule of the global', () => {
    const prices = [
      ...seed.plans,
      ...seed.bespokeSolutions,
      ...seed.coachingPackages,
      ...Object.values(seed.servicePriceRanges).flatMap(({ min, max }) => [
        { price: min },
        { price: max },
      ]),
    ].map((row) => row.price)
    expect(prices.every((price) => isWholePounds(price, 1))).toBe(true)
    expect(seed.aiVisibilityPlans.every((plan) => isWholePounds(plan.price, 0))).toBe(true)
  })

  it('accepts whole pounds only', () => {
    expect(isWholePounds(0, 0)).toBe(true)
    expect(isWholePounds(0, 1)).toBe(false)
    expect(isWholePounds(1100.5, 1)).toBe(false)
    expect(isWholePounds('1100', 1)).toBe(false)
  })

  it('keys a row by its seeded key, or by its name when added in /cms', () => {
    expect(rowKey(seed.plans[1]!)).toBe('growth')
    expect(rowKey({ name: 'Scale Up plan', key: null })).toBe('scale-up-plan')
  })
})
