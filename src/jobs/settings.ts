import type { Payload } from 'payload'

import { SITE_SETTINGS_DEFAULTS, type SiteSettingsData } from '@/globals/SiteSettings'

/**
 * The site settings as jobs read them. Jobs also run in the `npm run jobs` worker, outside
 * Next.js, so they cannot use the cached, server-only reader in src/data/settings.ts.
 */
export async function readSettings(payload: Payload): Promise<SiteSettingsData> {
  const doc = (await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    overrideAccess: true,
  })) as Partial<Record<keyof SiteSettingsData, unknown>>
  const merged: SiteSettingsData = { ...SITE_SETTINGS_DEFAULTS }
  for (const key of Object.keys(SITE_SETTINGS_DEFAULTS) as (keyof SiteSettingsData)[]) {
    const value = doc[key]
    if (typeof value === 'string' && value.trim() !== '') merged[key] = value
  }
  return merged
}
