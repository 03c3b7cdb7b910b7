/**
 * Names for the parts of the `offers` global (its fields are the schema, payload-types.ts the
 * types) and the figures the pages derive from it.
 */
import type { Offer } from '@/payload-types'

export type Plan = Offer['plans'][number]
export type BespokeSolution = Offer['bespokeSolutions'][number]
export type AiVisibilityPlan = Offer['aiVisibilityPlans'][number]
export type CoachingPackage = Offer['coachingPackages'][number]
/** An AI-visibility plan or a coaching package: a price with a period and features. */
export type PricedPlan = AiVisibilityPlan | CoachingPackage
export type CourseModule = Offer['courseModules'][number]

/**
 * What ties a row to its layout (element ids, the timeframes cadence, the AI-visibility links):
 * the seeded `key`, or for a row added in /cms, its name as a slug.
 */
export const rowKey = (row: { key?: string | null; name: string }): string =>
  row.key || row.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')

export const lowestPrice = (items: { price: number }[]) =>
  Math.min(...items.map((item) => item.price))

/** The lowest price above £0: where a paid offer starts. */
export const lowestPaidPrice = (items: { price: number }[]) =>
  lowestPrice(items.filter((item) => item.price > 0))

/** The lowest monthly price of a paid offer: the site's 'solutions start at' figure. */
export const entryPricePerMonth = (offers: Pick<Offer, 'plans' | 'aiVisibilityPlans'>): number =>
  lowestPaidPrice([
    ...offers.plans,
    ...offers.aiVisibilityPlans.filter((plan) => plan.period === 'month'),
  ])

/** The coaching package sold per session, else the first (the list is never empty). */
export const singleSession = (offers: Pick<Offer, 'coachingPackages'>): CoachingPackage =>
  offers.coachingPackages.find((item) => item.period === 'session') ?? offers.coachingPackages[0]!

/** What the package of three saves against three single sessions (£98 with the seed). */
export function coachingSaving(offers: Pick<Offer, 'coachingPackages'>): number {
  const bundle = offers.coachingPackages.find((item) => item.period === 'package')
  return bundle ? Math.max(0, 3 * singleSession(offers).price - bundle.price) : 0
}

export const courseTotalMinutes = (modules: { minutes: number }[]) =>
  modules.reduce((total, module) => total + module.minutes, 0)
