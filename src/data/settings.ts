import 'server-only'

import { unstable_cache } from 'next/cache'

import { SITE_SETTINGS_DEFAULTS, type SiteSettingsData } from '@/globals/SiteSettings'
import { CACHE_TAGS } from '@/lib/revalidate'

import { getPayloadClient } from './payload'

export async function querySiteSettings(): Promise<SiteSettingsData> {
  const payload = await getPayloadClient()
  const doc = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const merged: SiteSettingsData = { ...SITE_SETTINGS_DEFAULTS }
  for (const key of Object.keys(SITE_SETTINGS_DEFAULTS) as (keyof SiteSettingsData)[]) {
    const value = doc[key]
    if (typeof value === 'string' && value.trim() !== '') merged[key] = value
  }
  return merged
}

export const getSiteSettings = unstable_cache(querySiteSettings, ['site-settings'], {
  tags: [CACHE_TAGS.settings],
})
