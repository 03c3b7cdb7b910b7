import 'server-only'

import { unstable_cache } from 'next/cache'

import { CACHE_TAGS } from '@/lib/revalidate'
import { readSiteSettings, type SiteSettingsData } from '@/lib/siteSettings'

import { getPayloadClient } from './payload'

export async function querySiteSettings(): Promise<SiteSettingsData> {
  return readSiteSettings(await getPayloadClient())
}

export const getSiteSettings = unstable_cache(querySiteSettings, ['site-settings'], {
  tags: [CACHE_TAGS.settings],
})
