/**
 * The words and promises around the offers. Prices, plans, bespoke solutions, coaching
 * packages and course modules are the `offers` global, edited in /cms (its seed is
 * src/globals/Offers/seed.ts); this module holds what stays with the layout.
 */

export const CURRENCY = 'GBP'

/** Formats a whole-pound amount as the site shows it: £500, £1,000. */
export function formatGbp(amount: number): string {
  return `£${amount.toLocaleString('en-GB')}`
}

/** Every bespoke solution includes setup, training and 30 days of support. */
export const BESPOKE_INCLUDES = 'Includes setup, training and 30 days of support'

/** The working rhythm of each monthly plan (timeframes page), by the plan's key. */
export const PLAN_CADENCE: Record<string, { meetings: string; response: string }> = {
  core: {
    meetings: 'A monthly review and planning session',
    response: 'Advice on WhatsApp within one working day',
  },
  growth: {
    meetings: 'Weekly strategy and development calls',
    response: 'Priority access to the development team, same working day',
  },
}

/**
 * The three services of the home page; their price ranges are part of the offers global, in its
 * `servicePriceRanges` group under the name `priceRange`.
 */
export const SERVICES = [
  {
    id: 'ai-native-websites',
    priceRange: 'aiNativeWebsites',
    name: 'AI-native websites and apps',
    description:
      'Websites and web apps with AI built in: chat, search, personalisation and automation.',
  },
  {
    id: 'bespoke-business-tools',
    priceRange: 'bespokeBusinessTools',
    name: 'Bespoke business tools',
    description: 'Portals, CRM, intranets and dashboards built around how your business works.',
  },
  {
    id: 'ai-visibility',
    priceRange: 'aiVisibility',
    name: 'AI visibility optimisation',
    description: 'Make your business visible, understood and recommended by AI assistants.',
  },
] as const

/** Claims of the AI visibility service. */
export const AI_VISIBILITY_CLAIMS = { setupMinutes: 5, liveWithinHours: 24 } as const

export const COACHING_PROMISE =
  "If your first session doesn't give you at least one idea you can put to work straight away, we'll refund it in full."

/**
 * Promises the terms, the timeframes page and the marketing copy share. The entry price
 * ('solutions start at') is no promise but the lowest paid monthly offer: entryPricePerMonth.
 */
export const PROMISES = {
  prototypeWithinHours: 24,
  replyWithinHours: 24,
  businessesServed: '500+',
  demoMinutes: 5,
  consultationMinutes: 30,
  supportDays: 30,
} as const
