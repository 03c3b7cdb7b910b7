import { type PostgresAdapter, sql } from '@payloadcms/db-postgres'
import { ValidationError, type Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { getOffers } from '@/data/offers'
import { RANGE_ORDER_MESSAGE, priceMessage } from '@/globals/Offers/priceRules'
import { OFFERS_SEED } from '@/globals/Offers/seed'

import { testPayload } from '../support/payload'

let payload: Payload

/** Saves the offers as an editor would, without expiring the Next.js cache (none runs here). */
const save = (data: Record<string, unknown>) =>
  payload.updateGlobal({
    slug: 'offers',
    data,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })

/** Strips the row ids Payload adds, to compare stored lists with the seed. */
const withoutIds = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value, (key, item) => (key === 'id' ? undefined : item)))

describe('the offers global', () => {
  beforeAll(async () => {
    payload = await testPayload()
  })

  // Each test starts from a database whose global was never saved (its lists go with the row).
  beforeEach(async () => {
    await (payload.db as unknown as PostgresAdapter).drizzle.execute(sql`DELETE FROM "offers"`)
  })

  it('answers the seed before the global is ever saved', async () => {
    const offers = await getOffers()
    expect(withoutIds(offers)).toMatchObject(withoutIds(OFFERS_SEED) as object)
  })

  it('keeps the seed in every list a first partial save leaves out', async () => {
    const plans = OFFERS_SEED.plans.map((plan) =>
      plan.key === 'growth' ? { ...plan, price: 1100 } : plan,
    )
    await save({ plans })
    const offers = await getOffers()
    expect(offers.plans.map((plan) => plan.price)).toEqual([500, 1100])
    expect(withoutIds(offers.bespokeSolutions)).toEqual(OFFERS_SEED.bespokeSolutions)
    expect(withoutIds(offers.coachingPackages)).toMatchObject(OFFERS_SEED.coachingPackages)
    expect(withoutIds(offers.courseModules)).toEqual(OFFERS_SEED.courseModules)
    expect(offers.servicePriceRanges).toEqual(OFFERS_SEED.servicePriceRanges)
  })

  it('keeps a saved change across saves of other lists', async () => {
    await save({ coachingPackages: [{ ...OFFERS_SEED.coachingPackages[0]!, price: 249 }] })
    await save({ plans: [{ name: 'Solo', price: 300 }] })
    const offers = await getOffers()
    expect(offers.coachingPackages.map((item) => item.price)).toEqual([249])
    expect(offers.plans).toMatchObject([{ name: 'Solo', price: 300, key: null }])
  })

  it('refuses a price with pence, a list left empty and a range upside down', async () => {
    await save({ plans: OFFERS_SEED.plans })
    const refusals: [Record<string, unknown>, string][] = [
      [{ plans: [{ name: 'Core', price: 500.5 }] }, `Core: ${priceMessage(1)}`],
      [{ aiVisibilityPlans: [{ name: 'Free', price: -1 }] }, `Free: ${priceMessage(0)}`],
      [{ bespokeSolutions: [] }, 'requires at least 1'],
      [{ servicePriceRanges: { aiVisibility: { min: 3000, max: 2000 } } }, RANGE_ORDER_MESSAGE],
    ]
    for (const [data, reason] of refusals) {
      const error = await save(data).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(ValidationError)
      expect(JSON.stringify((error as ValidationError).data)).toContain(reason)
    }
    const offers = await getOffers()
    expect(offers.plans.map((plan) => plan.price)).toEqual([500, 1000])
    expect(offers.bespokeSolutions).toHaveLength(11)
  })
})
