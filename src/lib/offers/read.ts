import type { Payload } from 'payload'

import {
  OFFERS_DEFAULTS,
  SERVICE_KEYS,
  type BespokeSolution,
  type CourseModule,
  type Offers,
  type Plan,
  type PriceRange,
  type PricedPlan,
} from './defaults'

type Row = Record<string, unknown>

/** A price as the site states it: whole pounds, `min` or more (0 only where a plan is free). */
export function isWholePounds(value: unknown, min: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= 1_000_000
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined

const texts = (value: unknown): string[] | undefined => {
  if (!Array.isArray(value)) return undefined
  const items = value.filter((item): item is string => text(item) !== undefined)
  return items.length > 0 ? items : undefined
}

const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-')

/**
 * Merges stored rows over the seed: a row keeps what it has that is valid and takes the rest
 * from the seed row of the same key (or name); a row without a valid name or price is left
 * out, and a list left empty is the seed's.
 */
function mergeRows<T extends { name: string; price: number }>(
  stored: unknown,
  seed: T[],
  minPrice: number,
  build: (row: Row, base: T | undefined, name: string, price: number) => T,
): T[] {
  if (!Array.isArray(stored)) return seed
  const rows = stored.flatMap((value) => {
    if (!value || typeof value !== 'object') return []
    const row = value as Row
    const base =
      seed.find((item) => 'key' in item && text(row.key) && item.key === row.key) ??
      seed.find((item) => text(row.name)?.trim().toLowerCase() === item.name.toLowerCase())
    const name = text(row.name) ?? base?.name
    const price = isWholePounds(row.price, minPrice) ? row.price : base?.price
    return name !== undefined && price !== undefined ? [build(row, base, name, price)] : []
  })
  return rows.length > 0 ? rows : seed
}

const PERIODS = ['month', 'session', 'package'] as const

function pricedPlan(row: Row, base: PricedPlan | undefined, name: string, price: number) {
  const period = PERIODS.find((item) => item === row.period) ?? base?.period
  return {
    key: text(row.key) ?? base?.key ?? slugOf(name),
    name,
    price,
    pricePrefix:
      text(row.pricePrefix) ?? (row.pricePrefix === undefined ? base?.pricePrefix : undefined),
    period,
    features: texts(row.features) ?? base?.features ?? [],
    mostPopular:
      typeof row.mostPopular === 'boolean' ? row.mostPopular : Boolean(base?.mostPopular),
    cta: text(row.cta) ?? base?.cta,
  } satisfies PricedPlan
}

function courseModules(stored: unknown): CourseModule[] {
  if (!Array.isArray(stored)) return OFFERS_DEFAULTS.courseModules
  const modules = stored.flatMap((value, index) => {
    const row = (value ?? {}) as Row
    const title = text(row.title)
    if (!title || !isWholePounds(row.minutes, 1)) return []
    const base = OFFERS_DEFAULTS.courseModules[index]
    return [
      { number: 0, title, minutes: row.minutes, topics: texts(row.topics) ?? base?.topics ?? [] },
    ]
  })
  if (modules.length === 0) return OFFERS_DEFAULTS.courseModules
  return modules.map((module, index) => ({ ...module, number: index + 1 }))
}

function priceRanges(stored: unknown): Offers['servicePriceRanges'] {
  const group = (stored ?? {}) as Row
  const ranges = { ...OFFERS_DEFAULTS.servicePriceRanges }
  for (const key of SERVICE_KEYS) {
    const range = (group[rangeField(key)] ?? {}) as Row
    if (isWholePounds(range.min, 1) && isWholePounds(range.max, 1) && range.min <= range.max) {
      ranges[key] = { min: range.min, max: range.max } satisfies PriceRange
    }
  }
  return ranges
}

/** Field name of a service's range in the global (Payload field names take no hyphens). */
export const rangeField = (key: string) => key.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())

/** The stored offers, with the seed standing in for anything missing or invalid. */
export function withOffersDefaults(doc: Row | null | undefined): Offers {
  const stored = doc ?? {}
  return {
    plans: mergeRows<Plan>(stored.plans, OFFERS_DEFAULTS.plans, 1, (row, base, name, price) => ({
      key: text(row.key) ?? base?.key ?? slugOf(name),
      name,
      price,
      description: text(row.description) ?? base?.description ?? '',
      features: texts(row.features) ?? base?.features ?? [],
      mostPopular:
        typeof row.mostPopular === 'boolean' ? row.mostPopular : Boolean(base?.mostPopular),
      hoursPerMonth: isWholePounds(row.hoursPerMonth, 1)
        ? row.hoursPerMonth
        : (base?.hoursPerMonth ?? 0),
    })),
    bespokeSolutions: mergeRows<BespokeSolution>(
      stored.bespokeSolutions,
      OFFERS_DEFAULTS.bespokeSolutions,
      1,
      (row, base, name, price) => ({
        name,
        price,
        description: text(row.description) ?? base?.description ?? '',
        deliveryWeeks: isWholePounds(row.deliveryWeeks, 1)
          ? row.deliveryWeeks
          : (base?.deliveryWeeks ?? 0),
      }),
    ),
    aiVisibilityPlans: mergeRows(
      stored.aiVisibilityPlans,
      OFFERS_DEFAULTS.aiVisibilityPlans,
      0,
      pricedPlan,
    ),
    coachingPackages: mergeRows(
      stored.coachingPackages,
      OFFERS_DEFAULTS.coachingPackages,
      1,
      pricedPlan,
    ),
    courseModules: courseModules(stored.courseModules),
    servicePriceRanges: priceRanges(stored.servicePriceRanges),
  }
}

/** Reads the offers through the Local API; pages use the cached reader in data/offers.ts. */
export async function readOffers(payload: Payload): Promise<Offers> {
  const doc = await payload.findGlobal({ slug: 'offers', depth: 0, overrideAccess: true })
  return withOffersDefaults(doc as unknown as Row)
}

export const lowestPrice = (items: { price: number }[]) =>
  Math.min(...items.map((item) => item.price))

/** The lowest price above £0: where a paid offer starts. */
export const lowestPaidPrice = (items: { price: number }[]) =>
  lowestPrice(items.filter((item) => item.price > 0))

/** The lowest monthly price of a paid offer: the site's 'solutions start at' figure. */
export const entryPricePerMonth = (offers: Offers): number =>
  lowestPaidPrice([
    ...offers.plans,
    ...offers.aiVisibilityPlans.filter((plan) => plan.period === 'month'),
  ])

/** The coaching package sold per session (the first package if none is). */
export const singleSession = (offers: Offers): PricedPlan =>
  offers.coachingPackages.find((item) => item.period === 'session') ??
  offers.coachingPackages[0] ??
  OFFERS_DEFAULTS.coachingPackages[0]!

/** What the package of three saves against three single sessions (£98 with the seed). */
export function coachingSaving(offers: Offers): number {
  const bundle = offers.coachingPackages.find((item) => item.period === 'package')
  return bundle ? Math.max(0, 3 * singleSession(offers).price - bundle.price) : 0
}

export const courseTotalMinutes = (modules: CourseModule[]) =>
  modules.reduce((total, module) => total + module.minutes, 0)
