import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { z } from 'zod'

import { BESPOKE_INCLUDES, COACHING_PROMISE, CURRENCY, formatGbp } from '@/content/offers'
import { getOffers } from '@/data/offers'
import { courseTotalMinutes, type PricedPlan } from '@/lib/offers'
import { absoluteUrl } from '@/lib/site'
import type { Offer } from '@/payload-types'

import { TOOL_INFO } from '../toolInfo'
import { safely, toolResult } from './result'

/**
 * The offers tool: the `offers` global as the pages render it (plans, bespoke solutions, AI
 * visibility plans, coaching, the course), read through the same cached data read, so a price
 * saved in /cms is the price an agent reads.
 */

const period = z.enum(['month', 'session', 'package']).nullable()
const features = z.array(z.string())

const offersOutput = z.object({
  currency: z.literal(CURRENCY),
  plans: z.array(
    z.object({
      name: z.string(),
      pricePerMonth: z.number(),
      hoursPerMonth: z.number().nullable(),
      description: z.string().nullable(),
      mostPopular: z.boolean(),
      features,
    }),
  ),
  bespokeSolutions: z.array(
    z.object({
      name: z.string(),
      price: z.number(),
      deliveryWeeks: z.number().nullable(),
      description: z.string().nullable(),
      includes: z.string(),
    }),
  ),
  aiVisibilityPlans: z.array(
    z.object({
      name: z.string(),
      price: z.number(),
      pricePrefix: z.string().nullable(),
      period,
      mostPopular: z.boolean(),
      features,
    }),
  ),
  coaching: z.object({
    packages: z.array(
      z.object({
        name: z.string(),
        price: z.number(),
        pricePrefix: z.string().nullable(),
        period,
        features,
      }),
    ),
    promise: z.string(),
    course: z.object({
      totalMinutes: z.number(),
      modules: z.array(z.object({ title: z.string(), minutes: z.number(), topics: features })),
    }),
  }),
  pages: z.object({ plans: z.string(), aiVisibility: z.string(), coaching: z.string() }),
})

type OffersAnswer = z.infer<typeof offersOutput>

const priced = (plan: PricedPlan) => ({
  name: plan.name,
  price: plan.price,
  pricePrefix: plan.pricePrefix || null,
  period: plan.period ?? null,
  features: plan.features ?? [],
})

export function describeOffers(offers: Offer): OffersAnswer {
  return {
    currency: CURRENCY,
    plans: offers.plans.map((plan) => ({
      name: plan.name,
      pricePerMonth: plan.price,
      hoursPerMonth: plan.hoursPerMonth ?? null,
      description: plan.description || null,
      mostPopular: Boolean(plan.mostPopular),
      features: plan.features ?? [],
    })),
    bespokeSolutions: offers.bespokeSolutions.map((solution) => ({
      name: solution.name,
      price: solution.price,
      deliveryWeeks: solution.deliveryWeeks ?? null,
      description: solution.description || null,
      includes: BESPOKE_INCLUDES,
    })),
    aiVisibilityPlans: offers.aiVisibilityPlans.map((plan) => ({
      ...priced(plan),
      mostPopular: Boolean(plan.mostPopular),
    })),
    coaching: {
      packages: offers.coachingPackages.map(priced),
      promise: COACHING_PROMISE,
      course: {
        totalMinutes: courseTotalMinutes(offers.courseModules),
        modules: offers.courseModules.map((module) => ({
          title: module.title,
          minutes: module.minutes,
          topics: module.topics ?? [],
        })),
      },
    },
    pages: {
      plans: absoluteUrl('/work-with-us'),
      aiVisibility: absoluteUrl('/ai-visibility'),
      coaching: absoluteUrl('/coaching'),
    },
  }
}

const per = (value: string | null) => (value ? ` per ${value}` : '')

function offersText(answer: OffersAnswer): string {
  const price = (item: { price: number; pricePrefix: string | null; period: string | null }) =>
    `${item.pricePrefix ? `${item.pricePrefix} ` : ''}${formatGbp(item.price)}${per(item.period)}`
  return [
    `Prices in ${answer.currency}.`,
    '',
    `Monthly plans (${answer.pages.plans}):`,
    ...answer.plans.map(
      (plan) =>
        `- ${plan.name}: ${formatGbp(plan.pricePerMonth)} per month${plan.mostPopular ? ' (most popular)' : ''}. ${plan.features.join('; ')}`,
    ),
    '',
    `Bespoke solutions (${BESPOKE_INCLUDES.toLowerCase()}):`,
    ...answer.bespokeSolutions.map(
      (item) =>
        `- ${item.name}: ${formatGbp(item.price)}${item.description ? `. ${item.description}` : ''}`,
    ),
    '',
    `AI visibility plans (${answer.pages.aiVisibility}):`,
    ...answer.aiVisibilityPlans.map(
      (plan) => `- ${plan.name}: ${price(plan)}${plan.mostPopular ? ' (most popular)' : ''}`,
    ),
    '',
    `Coaching (${answer.pages.coaching}):`,
    ...answer.coaching.packages.map((item) => `- ${item.name}: ${price(item)}`),
    `- Self-paced course: ${answer.coaching.course.modules.length} modules, ${answer.coaching.course.totalMinutes} minutes`,
    answer.coaching.promise,
  ].join('\n')
}

export function registerOfferTools(server: McpServer): void {
  server.registerTool(
    'get_offers',
    {
      ...TOOL_INFO.get_offers,
      inputSchema: z.object({}),
      outputSchema: offersOutput,
      annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    },
    () =>
      safely(async () => {
        const answer = describeOffers(await getOffers())
        return toolResult(offersText(answer), answer)
      }),
  )
}
