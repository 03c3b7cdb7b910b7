import type { Payload, Where } from 'payload'

import { publishedNow } from '@/access/publishedNow'
import { readAccess, type VisitorScope } from '@/access/readAccess'
import { BLOG_REVALIDATE_SECONDS, CACHE_TAGS, cachedRead } from '@/lib/revalidate'
import { PAGE_SEO_KEYS } from '@/lib/seo/pages'

/** A Media file's address in a page's text: `/api/media/file/<name>`, with or without the origin. */
const MEDIA_FILE_URL = /\/api\/media\/file\/([^"'?#\s)<>\\]+)/g

function filenamesIn(text: string | null | undefined, into: Set<string>): void {
  for (const match of (text ?? '').matchAll(MEDIA_FILE_URL)) {
    try {
      into.add(decodeURIComponent(match[1]!))
    } catch {
      // A malformed escape names no file.
    }
  }
}

const idOf = (value: unknown) =>
  typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value

type PublicMedia = { filenames: string[]; ids: number[] }

/**
 * What the public pages show of Media: every file a published post's hero image or rendered
 * body names (the HTML its page shows, images from Media and Markdown images alike), and the
 * pages' social images (Page SEO).
 */
async function readPublicMedia(payload: Payload): Promise<PublicMedia> {
  const [{ docs }, seo] = await Promise.all([
    payload.find({
      collection: 'posts',
      where: publishedNow(),
      // The hero as its Media document (the URL field beside it may hold a data URI of megabytes).
      select: { heroMedia: true, contentHtml: true },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    }),
    payload.findGlobal({ slug: 'page-seo', depth: 0, overrideAccess: true }),
  ])
  const filenames = new Set<string>()
  const ids = new Set<number>()
  for (const post of docs) {
    const hero = Number(idOf(post.heroMedia))
    if (Number.isInteger(hero) && hero > 0) ids.add(hero)
    filenamesIn(post.contentHtml, filenames)
  }
  for (const key of PAGE_SEO_KEYS) {
    const id = Number(idOf(seo[key]?.image))
    if (Number.isInteger(id) && id > 0) ids.add(id)
  }
  return { filenames: [...filenames], ids: [...ids] }
}

/**
 * Kept in the data cache under the tags a change of posts or Page SEO expires, so a file
 * request does not read every published post. The Payload instance is the process's one: the
 * cache key cannot carry it.
 */
let instance: Payload | undefined
const publicMedia = cachedRead(() => readPublicMedia(instance!), 'public-media', {
  tags: [CACHE_TAGS.posts, CACHE_TAGS.pageSeo],
  revalidate: BLOG_REVALIDATE_SECONDS,
})

/**
 * A visitor reads a Media file (`/api/media/file/<name>`, which pages, feeds, social cards and
 * the image optimiser fetch) only when a public page shows it, and lists or looks up nothing:
 * a file picked for a draft stays unreachable until its post is out, and leaves again with it
 * (unpublished, scheduled, trashed).
 */
const filesOfPublicPages: VisitorScope = async ({ req, isReadingStaticFile }) => {
  if (!isReadingStaticFile) return false
  instance = req.payload
  const { filenames, ids } = await publicMedia()
  const shown: Where[] = []
  if (filenames.length > 0) shown.push({ filename: { in: filenames } })
  if (ids.length > 0) shown.push({ id: { in: ids } })
  return shown.length > 0 ? { or: shown } : false
}

export const readMedia = readAccess({ visitors: filesOfPublicPages, trash: true })
