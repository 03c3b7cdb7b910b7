import type { GlobalConfig } from 'payload'

import { authenticated } from '@/access/authenticated'
import { readAccess, readVersionsAccess } from '@/access/readAccess'
import { CACHE_TAGS, expire } from '@/lib/revalidate'
import { SITE_SETTINGS_DEFAULTS } from '@/lib/siteSettings'

/** Defaults make the site work out of the box; the administrator changes them in /cms. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  access: { read: readAccess(), readVersions: readVersionsAccess, update: authenticated },
  hooks: {
    afterChange: [
      ({ doc }) => {
        // Brand, emails and links appear on every page: each one read them under this tag.
        expire([CACHE_TAGS.settings])
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
