import type { Metadata } from 'next'

import { env } from '@/env'
import { SITE_SETTINGS_DEFAULTS } from '@/lib/siteSettings'
import { absoluteUrl } from '@/lib/site'
import { SOCIAL_CARD_SIZE } from '@/lib/socialCardFrame'

/** Site-wide defaults. */
export const DEFAULT_TITLE = 'Optimize Your Business for AI'
export const DEFAULT_DESCRIPTION =
  'We build AI-native websites, apps and bespoke business tools, make businesses visible to AI assistants, and coach leaders to put AI to work. Your partner in AI solutions.'
export const DEFAULT_KEYWORDS = [
  'AI agency',
  'AI-native websites',
  'AI apps',
  'AI visibility',
  'AI search optimisation',
  'bespoke business tools',
  'AI coaching',
  'llms.txt',
  'structured data',
]

/**
 * What every page's title ends with (the home page's excepted): the brand, as the layout's title
 * template adds it. Length guidance for titles counts it (the Page SEO global).
 */
export const titleSuffix = (brandName: string = SITE_SETTINGS_DEFAULTS.brandName) =>
  ` | ${brandName}`

/**
 * Every "not found" answer's metadata: the site's 404 page and a missing article alike carry the
 * 404's title (the layout's template adds the brand), and are not indexed.
 */
export const NOT_FOUND_METADATA: Metadata = {
  title: '404 Page Not Found',
  robots: 'noindex, follow',
}

/** The social card every page uses unless it has its own image (served by src/app/og.png). */
export const DEFAULT_OG_IMAGE = {
  url: '/og.png',
  ...SOCIAL_CARD_SIZE,
  alt: `${SITE_SETTINGS_DEFAULTS.brandName}: ${DEFAULT_TITLE}`,
}

/** The address of a page's Markdown version: `/index.md` for the home page, else `<path>.md`. */
export const markdownPath = (path: string): string =>
  path === '/' ? '/index.md' : `${path.replace(/\/+$/, '')}.md`

const RSS_ALTERNATE = { 'application/rss+xml': [{ url: '/api/blog/rss', title: 'Blog RSS feed' }] }

/**
 * The root metadata. No canonical here: a canonical set on the layout would be inherited by
 * every page that forgets its own, pointing them all at '/'. Pages set theirs via pageMetadata.
 */
export function siteMetadata(brandName: string = SITE_SETTINGS_DEFAULTS.brandName): Metadata {
  return {
    metadataBase: new URL(env().SITE_URL),
    title: { default: DEFAULT_TITLE, template: `%s${titleSuffix(brandName)}` },
    description: DEFAULT_DESCRIPTION,
    keywords: DEFAULT_KEYWORDS,
    applicationName: brandName,
    authors: [{ name: brandName, url: absoluteUrl('/') }],
    creator: brandName,
    publisher: brandName,
    robots: 'index, follow',
    alternates: { types: RSS_ALTERNATE },
    openGraph: {
      type: 'website',
      siteName: brandName,
      locale: 'en_GB',
      title: DEFAULT_TITLE,
      description: DEFAULT_DESCRIPTION,
      url: '/',
      images: [DEFAULT_OG_IMAGE],
    },
    twitter: {
      card: 'summary_large_image',
      title: DEFAULT_TITLE,
      description: DEFAULT_DESCRIPTION,
      images: [DEFAULT_OG_IMAGE.url],
    },
    formatDetection: { telephone: false, address: false, email: false },
  }
}

export const defaultMetadata: Metadata = siteMetadata()

export type PageMetadataInput = {
  /** The page's own title; the layout's template appends the brand. */
  title?: string
  description?: string
  /** Path of the page, e.g. '/contact'; becomes the canonical URL and og:url. */
  path: string
  /** Absolute URL or site path of the social image; the default card otherwise. */
  image?: string | null
  imageAlt?: string
  type?: 'website' | 'article'
  publishedTime?: string | null
  modifiedTime?: string | null
  keywords?: string[]
  authors?: string[]
  section?: string | null
  tags?: string[]
  /** Use the title as is, without the brand template (the home page). */
  absoluteTitle?: boolean
  /** For pages that must not be indexed (search results). */
  noindex?: boolean
}

/**
 * Complete metadata for one page. Next.js replaces, not merges, a
 * parent's openGraph and twitter objects, so each page states them in full here.
 */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const brandName = SITE_SETTINGS_DEFAULTS.brandName
  const title = input.title ?? DEFAULT_TITLE
  const socialTitle =
    input.absoluteTitle || !input.title ? title : `${title}${titleSuffix(brandName)}`
  const description = input.description ?? DEFAULT_DESCRIPTION
  const url = absoluteUrl(input.path)
  const image = input.image
    ? { url: absoluteUrl(input.image), alt: input.imageAlt ?? title }
    : { ...DEFAULT_OG_IMAGE, url: absoluteUrl(DEFAULT_OG_IMAGE.url) }
  const type = input.type ?? 'website'

  return {
    title: input.absoluteTitle ? { absolute: title } : title,
    description,
    ...(input.keywords ? { keywords: input.keywords } : {}),
    ...(input.authors ? { authors: input.authors.map((name) => ({ name })) } : {}),
    ...(input.noindex ? { robots: 'noindex, follow' } : {}),
    alternates: {
      canonical: url,
      types: { ...RSS_ALTERNATE, 'text/markdown': absoluteUrl(markdownPath(input.path)) },
    },
    openGraph: {
      type,
      siteName: brandName,
      locale: 'en_GB',
      title: socialTitle,
      description,
      url,
      images: [image],
      ...(type === 'article'
        ? {
            publishedTime: input.publishedTime ?? undefined,
            modifiedTime: input.modifiedTime ?? undefined,
            authors: input.authors,
            section: input.section ?? undefined,
            tags: input.tags,
          }
        : {}),
    },
    twitter: {
      card: 'summary_large_image',
      title: socialTitle,
      description,
      images: [image.url],
    },
  }
}
