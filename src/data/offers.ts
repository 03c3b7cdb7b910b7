import 'server-only'

import type { Offer } from '@/payload-types'
import { CACHE_TAGS, cachedRead } from '@/lib/revalidate'

import { getPayloadClient } from './payload'

/**
 * The live offers, cached until an editor saves a change. The global's fields validate every
 * save and carry the seed as default values, so what comes back is complete before and after
 * the first save.
 */
export const getOffers = cachedRead(
  async (): Promise<Offer> =>
    (await getPayloadClient()).findGlobal({ slug: 'offers', depth: 0, overrideAccess: true }),
  'offers',
  { tags: [CACHE_TAGS.offers] },
)
