import 'server-only'

import { CACHE_TAGS, cachedRead } from '@/lib/revalidate'
import { readSiteSettings, type SiteSettingsData } from '@/lib/siteSettings'

import { getPayloadClient } from './payload'

export async function querySiteSettings(): Promise<SiteSettingsData> {
  return readSiteSettings(await getPayloadClient())
}

// Through cachedRead, which reads straight through where no Next.js server runs (the tests).
export const getSiteSettings = cachedRead(querySiteSettings, 'site-settings', {
  tags: [CACHE_TAGS.settings],
})
