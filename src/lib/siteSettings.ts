import type { Payload } from 'payload'

/**
 * The site settings every page, email and feed reads: brand, addresses and links. The
 * administrator edits them in /cms (globals/SiteSettings.ts); these defaults make the site work
 * out of the box and stand in for any field left empty.
 */
export const SITE_SETTINGS_DEFAULTS = {
  brandName: 'Meridian AI',
  salesEmail: 'sales@meridian-ai.co.uk',
  teamEmail: 'team@meridian-ai.co.uk',
  schedulingUrl: 'https://cal.com/meridian-ai/30min',
  professionalNetworkUrl: 'https://www.linkedin.com/company/meridian-ai',
  bannerText: 'Now offering encrypted AI solutions',
} as const

export type SiteSettingsData = { -readonly [K in keyof typeof SITE_SETTINGS_DEFAULTS]: string }

/** The stored settings, with the default in place of each missing or blank field. */
export function withSettingsDefaults(
  doc: Partial<Record<keyof SiteSettingsData, unknown>>,
): SiteSettingsData {
  const merged: SiteSettingsData = { ...SITE_SETTINGS_DEFAULTS }
  for (const key of Object.keys(SITE_SETTINGS_DEFAULTS) as (keyof SiteSettingsData)[]) {
    const value = doc[key]
    if (typeof value === 'string' && value.trim() !== '') merged[key] = value
  }
  return merged
}

/**
 * Reads the settings through the Local API. Pages use the cached reader in data/settings.ts;
 * jobs, which also run in the `npm run jobs` worker outside Next.js, call this directly.
 */
export async function readSiteSettings(payload: Payload): Promise<SiteSettingsData> {
  const doc = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  return withSettingsDefaults(doc)
}
