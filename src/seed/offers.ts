import type { Payload } from 'payload'

import { OFFERS_DEFAULTS } from '@/lib/offers/defaults'

/**
 * Writes the seed offers into a database whose `offers` global was never saved, so that /cms
 * and the REST API show the live prices from the first start. A saved global is left alone.
 */
export async function ensureOffers(payload: Payload): Promise<'seeded' | 'kept'> {
  const doc = await payload.findGlobal({ slug: 'offers', depth: 0, overrideAccess: true })
  if (doc.updatedAt) return 'kept'
  const { servicePriceRanges, ...lists } = OFFERS_DEFAULTS
  await payload.updateGlobal({
    slug: 'offers',
    overrideAccess: true,
    context: { disableRevalidate: true },
    data: {
      ...lists,
      servicePriceRanges: {
        aiNativeWebsites: servicePriceRanges['ai-native-websites'],
        bespokeBusinessTools: servicePriceRanges['bespoke-business-tools'],
        aiVisibility: servicePriceRanges['ai-visibility'],
      },
    },
  })
  return 'seeded'
}
