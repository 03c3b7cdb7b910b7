import 'server-only'

import type { PageSeo as PageSeoDoc } from '@/payload-types'
import { CACHE_TAGS, cachedRead } from '@/lib/revalidate'
import { PAGE_SEO_DEFAULTS, fillPlaceholders, type PageSeoKey } from '@/lib/seo/pages'

import { getPayloadClient } from './payload'

/** The Page SEO global, cached until an editor saves it (its afterChange hook expires the tag). */
const getPageSeoDoc = cachedRead(
  async (): Promise<PageSeoDoc> =>
    (await getPayloadClient()).findGlobal({ slug: 'page-seo', depth: 1, overrideAccess: true }),
  'page-seo',
  { tags: [CACHE_TAGS.pageSeo] },
)

export type PageSeo = {
  path: string
  title: string
  description: string
  image?: string
  imageAlt?: string
}

const text = (value: unknown, fallback: string) =>
  typeof value === 'string' && value.trim() !== '' ? value : fallback

/**
 * A page's title, description and social image as an editor set them in /cms (the page's own
 * text until then), with the description's placeholders filled from `values`.
 */
export async function getPageSeo(
  key: PageSeoKey,
  values: Record<string, string | number> = {},
): Promise<PageSeo> {
  const defaults = PAGE_SEO_DEFAULTS[key]
  const saved = (await getPageSeoDoc())[key]
  const image = saved?.image
  const media = typeof image === 'object' && image !== null ? image : undefined
  return {
    path: defaults.path,
    title: text(saved?.title, defaults.title),
    description: fillPlaceholders(text(saved?.description, defaults.description), values),
    ...(media?.url ? { image: media.url, imageAlt: media.alt ?? undefined } : {}),
  }
}
