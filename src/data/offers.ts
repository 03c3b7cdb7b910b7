import 'server-only'

import type { Offers } from '@/lib/offers/defaults'
import { readOffers } from '@/lib/offers/read'
import { CACHE_TAGS, cachedRead } from '@/lib/revalidate'

import { getPayloadClient } from './payload'

/** The live offers (the `offers` global over its seed), cached until an editor saves a change. */
export const getOffers = cachedRead(
  async (): Promise<Offers> => readOffers(await getPayloadClient()),
  'offers',
  { tags: [CACHE_TAGS.offers] },
)
