import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { authenticated } from '@/access/authenticated'
import { CACHE_TAGS, expire } from '@/lib/revalidate'

/** Defaults make the site work out of the box; the administrator changes them in /cms. */
export const SITE_SETTINGS_DEFAULTS = {
  brandName: 'Meridian AI',
  salesEmail: 'sales@meridian-ai.co.uk',
  teamEmail: 'team@meridian-ai.co.uk',
  schedulingUrl: 'https://cal.com/meridian-ai/30min',
  professionalNetworkUrl: 'https://www.linkedin.com/company/meridian-ai',
  bannerText: 'Now offering encrypted AI solutions',
} as const

export type SiteSettingsData = { -readonly [K in keyof typeof SITE_SETTINGS_DEFAULTS]: string }

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  access: { read: anyone, update: authenticated },
  hooks: {
    afterChange: [
      ({ doc }) => {
        // Brand, emails and links appear on every page.
        expire({ tags: [CACHE_TAGS.settings], paths: ['/'] })
        return doc
      },
    ],
  },
  fields: [
    {
      name: 'brandName',
      type: 'text',
      required: true,
      defaultValue: SITE_SETTINGS_DEFAULTS.brandName,
    },
    {
      name: 'salesEmail',
      type: 'email',
      required: true,
      defaultValue: SITE_SETTINGS_DEFAULTS.salesEmail,
    },
    {
      name: 'teamEmail',
      type: 'email',
      required: true,
      defaultValue: SITE_SETTINGS_DEFAULTS.teamEmail,
      admin: { description: 'Receives enquiry notifications; shown on the coaching page.' },
    },
    {
      name: 'schedulingUrl',
      type: 'text',
      required: true,
      defaultValue: SITE_SETTINGS_DEFAULTS.schedulingUrl,
      admin: { description: "The 'Book a call' target, opened in a new tab." },
    },
    {
      name: 'professionalNetworkUrl',
      type: 'text',
      required: true,
      defaultValue: SITE_SETTINGS_DEFAULTS.professionalNetworkUrl,
    },
    { name: 'bannerText', type: 'text', defaultValue: SITE_SETTINGS_DEFAULTS.bannerText },
  ],
}
