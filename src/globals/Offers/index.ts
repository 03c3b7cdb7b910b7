import type { Field, GlobalConfig } from 'payload'

import type { Offer } from '@/payload-types'

import { authenticated } from '@/access/authenticated'
import { readAccess, readVersionsAccess } from '@/access/readAccess'
import { CACHE_TAGS, expire } from '@/lib/revalidate'

import {
  RANGE_ORDER_MESSAGE,
  isWholePounds,
  named,
  priceMessage,
  validatePrice,
  validateWholeNumber,
  wholeNumberMessage,
} from './priceRules'
import { OFFERS_SEED } from './seed'

/**
 * A price is whole pounds and positive; a plan can be free (£0) only among the AI-visibility
 * plans, whose Free plan is the way in. Anything else gets this message in /cms and a 400 from
 * the REST API, and the site keeps showing the last saved prices.
 */
function priceField(min: 0 | 1, description?: string): Field {
  return {
    name: 'price',
    type: 'number',
    required: true,
    admin: { step: 1, description: description ?? 'Whole pounds (GBP).' },
    validate: validatePrice(min),
  }
}

function wholeNumber(name: string, label: string, unit: string): Field {
  return {
    name,
    label,
    type: 'number',
    admin: { step: 1 },
    validate: validateWholeNumber(unit),
  }
}

const keyField: Field = {
  name: 'key',
  type: 'text',
  admin: {
    readOnly: true,
    description: "Links the row to the page's layout. Set by the seed; new rows need none.",
  },
}

const features = (label = 'Features'): Field => ({
  name: 'features',
  label,
  type: 'text',
  hasMany: true,
  admin: { description: 'One line each. Press Enter after each line.' },
})

const pricedPlanFields = (min: 0 | 1): Field[] => [
  { type: 'row', fields: [{ name: 'name', type: 'text', required: true }, priceField(min)] },
  {
    type: 'row',
    fields: [
      {
        name: 'period',
        type: 'select',
        defaultValue: 'month',
        options: [
          { label: 'per month', value: 'month' },
          { label: 'per session', value: 'session' },
          { label: 'per package', value: 'package' },
        ],
      },
      {
        name: 'pricePrefix',
        type: 'text',
        admin: { description: "Shown before the price, e.g. 'from'." },
      },
      { name: 'mostPopular', type: 'checkbox', label: 'Marked Most Popular' },
    ],
  },
  features(),
  keyField,
]

/** Names each row of an offers list by its plan, package, solution or module. */
const rowLabel = (singular: string) => ({
  components: {
    RowLabel: { path: '/globals/Offers/RowLabel.client#OfferRowLabel', clientProps: { singular } },
  },
})

/** The home page's services by their field name (content/offers.ts SERVICES, `priceRange`). */
const RANGES = Object.keys(OFFERS_SEED.servicePriceRanges) as (keyof Offer['servicePriceRanges'])[]

export const Offers: GlobalConfig = {
  slug: 'offers',
  label: 'Prices and offers',
  admin: {
    description:
      'Every price and offer the site shows: pages, request forms, structured data and llms.txt follow a saved change within a second.',
  },
  // Prices are public; only the administrator changes them.
  access: { read: readAccess(), readVersions: readVersionsAccess, update: authenticated },
  hooks: {
    afterChange: [
      ({ doc, context }) => {
        if (!context.disableRevalidate) expire([CACHE_TAGS.offers])
        return doc
      },
    ],
  },
  // The fields are the one schema of the offers: every list is required with at least one row,
  // so no page is left without its prices, and each list's default value is the seed, which
  // Payload returns (and merges into a first save) until the global is saved.
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Monthly plans',
          fields: [
            {
              name: 'plans',
              type: 'array',
              required: true,
              minRows: 1,
              maxRows: 4,
              labels: { singular: 'Plan', plural: 'Plans' },
              admin: rowLabel('Plan'),
              defaultValue: OFFERS_SEED.plans,
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'name', type: 'text', required: true },
                    priceField(1, 'Whole pounds a month.'),
                    wholeNumber('hoursPerMonth', 'Hours a month', 'hours'),
                  ],
                },
                { name: 'description', type: 'textarea' },
                { name: 'mostPopular', type: 'checkbox', label: "Marked 'MOST POPULAR'" },
                features(),
                keyField,
              ],
            },
          ],
        },
        {
          label: 'Bespoke solutions',
          description: 'Every solution includes setup, training and 30 days of support.',
          fields: [
            {
              name: 'bespokeSolutions',
              type: 'array',
              required: true,
              minRows: 1,
              labels: { singular: 'Solution', plural: 'Solutions' },
              defaultValue: OFFERS_SEED.bespokeSolutions,
              admin: { initCollapsed: true, ...rowLabel('Solution') },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'name', type: 'text', required: true },
                    priceField(1),
                    wholeNumber('deliveryWeeks', 'Delivery (weeks)', 'weeks'),
                  ],
                },
                { name: 'description', type: 'textarea' },
              ],
            },
          ],
        },
        {
          label: 'AI visibility',
          fields: [
            {
              name: 'aiVisibilityPlans',
              label: 'AI visibility plans',
              type: 'array',
              required: true,
              minRows: 1,
              maxRows: 4,
              labels: { singular: 'Plan', plural: 'Plans' },
              admin: rowLabel('Plan'),
              defaultValue: OFFERS_SEED.aiVisibilityPlans,
              fields: [...pricedPlanFields(0), { name: 'cta', label: 'Button', type: 'text' }],
            },
          ],
        },
        {
          label: 'Coaching',
          fields: [
            {
              name: 'coachingPackages',
              type: 'array',
              required: true,
              minRows: 1,
              maxRows: 4,
              labels: { singular: 'Package', plural: 'Packages' },
              admin: {
                description:
                  "The saving shown for the package is three 'per session' prices less the 'per package' price.",
                ...rowLabel('Package'),
              },
              defaultValue: OFFERS_SEED.coachingPackages,
              fields: pricedPlanFields(1),
            },
            {
              name: 'courseModules',
              label: 'Course modules',
              type: 'array',
              required: true,
              minRows: 1,
              labels: { singular: 'Module', plural: 'Modules' },
              admin: {
                initCollapsed: true,
                description: 'Numbered in this order.',
                ...rowLabel('Module'),
              },
              defaultValue: OFFERS_SEED.courseModules,
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'title', type: 'text', required: true },
                    {
                      name: 'minutes',
                      type: 'number',
                      required: true,
                      admin: { step: 1 },
                      validate: (value: unknown, { siblingData }: { siblingData: unknown }) =>
                        isWholePounds(value, 1) ||
                        named(siblingData, wholeNumberMessage('minutes')),
                    },
                  ],
                },
                { name: 'topics', type: 'text', hasMany: true },
              ],
            },
          ],
        },
        {
          label: 'Structured data',
          description:
            'Price ranges stated to search engines for the three services of the home page.',
          fields: [
            {
              name: 'servicePriceRanges',
              type: 'group',
              fields: RANGES.map((name) => ({
                name,
                type: 'group' as const,
                fields: [
                  {
                    type: 'row' as const,
                    fields: (['min', 'max'] as const).map((bound) => ({
                      name: bound,
                      type: 'number' as const,
                      required: true,
                      defaultValue: OFFERS_SEED.servicePriceRanges[name][bound],
                      admin: { step: 1 },
                      validate: (value: unknown, { siblingData }: { siblingData: unknown }) => {
                        if (!isWholePounds(value, 1)) return priceMessage(1)
                        const { min, max } = (siblingData ?? {}) as { min?: unknown; max?: unknown }
                        if (typeof min === 'number' && typeof max === 'number' && min > max)
                          return RANGE_ORDER_MESSAGE
                        return true
                      },
                    })),
                  },
                ],
              })),
            },
          ],
        },
      ],
    },
  ],
}
