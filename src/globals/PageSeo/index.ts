import type { Field, GlobalConfig, Tab } from 'payload'

import {
  MetaDescriptionField,
  MetaImageField,
  MetaTitleField,
  OverviewField,
} from '@payloadcms/plugin-seo/fields'

import { authenticated } from '@/access/authenticated'
import { readAccess, readVersionsAccess } from '@/access/readAccess'
import { CACHE_TAGS, expire } from '@/lib/revalidate'
import { titleSuffix } from '@/lib/seo/metadata'
import { PAGE_SEO_DEFAULTS, PAGE_SEO_KEYS, type PageSeoKey } from '@/lib/seo/pages'
import { absoluteUrl } from '@/lib/site'

import { unfilledPlaceholders } from './placeholders'

/** Hard limits: past these a snippet is cut by every search engine, so the text is refused. */
const PAGE_SEO_LIMITS = { title: 100, description: 300 } as const

/** What search engines show in full; the SEO plugin's length guidance uses these bounds. */
const GUIDANCE = { title: { min: 50, max: 60 }, description: { min: 120, max: 160 } }

/** Pages add " | <brand>" to their title (the home page excepted), as the layout builds it. */
const TITLE_SUFFIX = titleSuffix()

/**
 * A title or description: present, within its hard limit, and with no placeholder the page
 * leaves unfilled (`fills`: the ones it fills there), which would go live as written.
 */
const required = (what: string, max: number, fills: readonly string[]) => (value: unknown) => {
  if (typeof value !== 'string' || value.trim() === '') return `Enter the page's ${what}.`
  if (value.length > max) return `Keep the ${what} to ${max} characters or fewer.`
  return unfilledPlaceholders(value, fills) ?? true
}

function pageTab(key: PageSeoKey): Tab {
  const page = PAGE_SEO_DEFAULTS[key]
  const absolute = key === 'home'
  const suffix = absolute ? 0 : TITLE_SUFFIX.length
  const placeholders: Record<string, string> = 'placeholders' in page ? page.placeholders : {}
  const placeholderNote = Object.entries(placeholders)
    .map(([name, meaning]) => `{${name}} is replaced by ${meaning}`)
    .join('; ')
  const title = MetaTitleField({})
  const description = MetaDescriptionField({})
  const image = MetaImageField({ relationTo: 'media' })
  const fields: Field[] = [
    OverviewField({
      titlePath: `${key}.title`,
      descriptionPath: `${key}.description`,
      imagePath: `${key}.image`,
      titleOverrides: {
        minLength: GUIDANCE.title.min - suffix,
        maxLength: GUIDANCE.title.max - suffix,
      },
      descriptionOverrides: {
        minLength: GUIDANCE.description.min,
        maxLength: GUIDANCE.description.max,
      },
    }),
    {
      ...title,
      localized: false,
      required: true,
      defaultValue: page.title,
      // Guidance for the plugin's length indicator, less the brand the page adds; the rule
      // that refuses a value is `validate`.
      minLength: GUIDANCE.title.min - suffix,
      maxLength: GUIDANCE.title.max - suffix,
      // Titles are shown as written: no placeholder is filled in them.
      validate: required('title', PAGE_SEO_LIMITS.title, []),
      admin: {
        ...title.admin,
        description: absolute
          ? 'Shown as written.'
          : `The page adds "${TITLE_SUFFIX.trim()}" after it.`,
        components: {
          ...title.admin?.components,
          // The plugin's field shows no description: the title as search results show it,
          // brand included, and its length, are said under the input instead.
          afterInput: [
            {
              path: '/globals/PageSeo/TitleInSearch.client#TitleInSearch',
              clientProps: {
                titlePath: `${key}.title`,
                titleSuffix: absolute ? '' : TITLE_SUFFIX,
                fullLength: GUIDANCE.title,
              },
            },
          ],
        },
      },
    } as Field,
    {
      ...description,
      localized: false,
      required: true,
      defaultValue: page.description,
      minLength: GUIDANCE.description.min,
      maxLength: GUIDANCE.description.max,
      validate: required('description', PAGE_SEO_LIMITS.description, Object.keys(placeholders)),
      admin: { ...description.admin, ...(placeholderNote ? { description: placeholderNote } : {}) },
    } as Field,
    {
      ...image,
      localized: false,
      label: 'Social image',
      admin: {
        ...image.admin,
        description: "Shown when the page is shared; the site's card otherwise.",
      },
    } as Field,
    {
      name: 'preview',
      type: 'ui',
      admin: {
        components: {
          Field: {
            path: '/globals/PageSeo/Preview.client#PageSeoPreview',
            clientProps: {
              url: absoluteUrl(page.path),
              titlePath: `${key}.title`,
              descriptionPath: `${key}.description`,
              titleSuffix: absolute ? '' : TITLE_SUFFIX,
            },
          },
        },
      },
    },
  ]
  return { name: key, label: page.label, description: page.path, fields }
}

/**
 * The title, description and social image of each marketing page, with the SEO plugin's length
 * guidance and a search snippet preview. Each field's default is the page's own text, so the
 * site reads the same before the first save.
 */
export const PageSeo: GlobalConfig = {
  slug: 'page-seo',
  label: 'Page SEO',
  admin: {
    description:
      "Each page's title and description in search results and social cards; a saved change shows within a second.",
  },
  access: { read: readAccess(), readVersions: readVersionsAccess, update: authenticated },
  hooks: {
    afterChange: [
      ({ doc, context }) => {
        if (!context.disableRevalidate) expire([CACHE_TAGS.pageSeo])
        return doc
      },
    ],
  },
  fields: [{ type: 'tabs', tabs: PAGE_SEO_KEYS.map(pageTab) }],
}
