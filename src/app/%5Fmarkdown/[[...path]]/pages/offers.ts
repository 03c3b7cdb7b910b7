import { formatGbp } from '@/content/offers'
import { blocks, heading, list, paragraph, strong, type Block } from '@/lib/seo/markdownBlocks'
import type { AiVisibilityPlan, BespokeSolution, CoachingPackage, Plan } from '@/lib/offers'

/** The offers as the pages show them (the `offers` global), in Markdown. */

const MONTH = '/month'

/** The monthly plans: name, price, description and features. */
export function planBlocks(plans: Plan[]): string {
  return blocks(
    plans.flatMap((plan) => [
      heading(3, plan.name),
      paragraph(strong(`${formatGbp(plan.price)}${MONTH}`)),
      plan.description && paragraph(plan.description),
      list(plan.features ?? []),
    ]),
  )
}

/** The bespoke solutions: name, description, price. */
export function bespokeList(solutions: BespokeSolution[]): Block {
  return list(
    solutions.map((solution) => [
      strong(solution.name),
      '—',
      `${formatGbp(solution.price)}.`,
      solution.description ?? '',
    ]),
  )
}

/** A plan priced per period, with its prefix ("from"). */
const pricedAt = (plan: AiVisibilityPlan | CoachingPackage) =>
  [plan.pricePrefix, `${formatGbp(plan.price)}${plan.period ? `/${plan.period}` : ''}`]
    .filter(Boolean)
    .join(' ')

/** Plans priced per period (AI visibility, coaching): name, price and features. */
export function pricedPlanBlocks(plans: (AiVisibilityPlan | CoachingPackage)[]): string {
  return blocks(
    plans.flatMap((plan) => [
      heading(3, plan.name),
      paragraph(strong(pricedAt(plan))),
      list(plan.features ?? []),
    ]),
  )
}
