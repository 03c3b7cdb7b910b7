import 'server-only'

import { publishedNow } from '@/access/publishedNow'
import type { PublicPost } from '@/lib/dto/posts'
import { checkImageDataUri, isDataUri } from '@/lib/images'
import { serializeJson } from '@/lib/http/validators'
import { CACHE_TAGS, cachedRead, postTag } from '@/lib/revalidate'
import { DEFAULT_READ_TIME } from '@/lib/validation/post'
import type { Post } from '@/payload-types'

import { getPayloadClient } from './payload'

export function toPublicPost(post: Post): PublicPost {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt || null,
    content: post.contentHtml ?? '',
    heroImage: post.heroImage || null,
    readTime: post.readTime ?? DEFAULT_READ_TIME,
    publishedAt: post.publishedAt ?? null,
    createdAt: post.createdAt,
    updatedAt: post.updatedAt,
    seoTitle: post.metaTitle || post.title,
    seoDescription: post.metaDescription || post.excerpt || null,
    category: post.category || null,
    tags: post.tags ?? [],
    author: { name: post.author?.name || 'Admin' },
  }
}

const newestFirst = (a: PublicPost, b: PublicPost) =>
  Date.parse(b.publishedAt ?? b.createdAt) - Date.parse(a.publishedAt ?? a.createdAt)

/** Published posts, newest publishedAt first (createdAt when unset). Uncached. */
export async function queryPublishedPosts(): Promise<PublicPost[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'posts',
    where: publishedNow(),
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map(toPublicPost).sort(newestFirst)
}

/** One published post by slug, or null for an unknown slug, a draft or a scheduled post. */
export async function queryPublishedPost(slug: string): Promise<PublicPost | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'posts',
    where: { and: [{ slug: { equals: slug } }, publishedNow()] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ? toPublicPost(docs[0]) : null
}

/** A published post as agents read it: its public facts and its body as the stored Markdown. */
export type PostSource = Pick<
  PublicPost,
  'slug' | 'title' | 'excerpt' | 'readTime' | 'publishedAt' | 'updatedAt' | 'category' | 'tags'
> & { author: string; markdown: string }

/**
 * One published post by slug with its Markdown as the author wrote it, or null (unknown slug,
 * draft, scheduled or trashed post). The hero image is left out: it may be megabytes of base64.
 */
async function queryPostSource(slug: string): Promise<PostSource | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'posts',
    where: { and: [{ slug: { equals: slug } }, publishedNow()] },
    select: {
      slug: true,
      title: true,
      excerpt: true,
      content: true,
      readTime: true,
      publishedAt: true,
      updatedAt: true,
      category: true,
      tags: true,
      author: true,
    },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const post = docs[0]
  if (!post) return null
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt || null,
    readTime: post.readTime ?? DEFAULT_READ_TIME,
    publishedAt: post.publishedAt ?? null,
    updatedAt: post.updatedAt,
    category: post.category || null,
    tags: post.tags ?? [],
    author: post.author?.name || 'Admin',
    markdown: post.content ?? '',
  }
}

/** `queryPostSource`, cached under the post's own tag like the article it is the source of. */
export const getPostSource = cachedRead(queryPostSource, 'post-source', {
  tags: (slug) => [postTag(slug)],
})

/** Where the bytes of a hero image stored as a data URI are served (see heroImageBytes). */
export const heroImagePath = (post: Pick<PublicPost, 'slug' | 'updatedAt'>) =>
  `/api/blog/${post.slug}/hero-image?v=${Date.parse(post.updatedAt)}`

/**
 * Pages point a data-URI hero image at its own URL instead of inlining up to 7 MB of base64
 * twice (HTML and the RSC payload): pages stay small and cacheable, the image cacheable.
 */
function forPages(post: PublicPost): PublicPost {
  return post.heroImage && isDataUri(post.heroImage)
    ? { ...post, heroImage: heroImagePath(post) }
    : post
}

/**
 * Cached for pages: lists under the 'posts' tag, one post under its own tag, which the posts'
 * hooks expire on every public change (a cached "not found" included, for a post published
 * later at that address).
 */
export const getPublishedPosts = cachedRead(
  async () => (await queryPublishedPosts()).map(forPages),
  'published-posts',
  { tags: [CACHE_TAGS.posts] },
)

export const getPublishedPost = cachedRead(
  async (slug: string) => {
    const post = await queryPublishedPost(slug)
    return post ? forPages(post) : null
  },
  'published-post',
  { tags: (slug) => [postTag(slug)] },
)

/**
 * What the public blog API answers (hero images as stored, data URIs included), serialized with
 * its ETag and cached so in the same data cache as the pages, expired with them by the posts'
 * hooks: a request then only compares the ETag and sends the bytes.
 */
export const getApiPostsAnswer = cachedRead(
  async () => serializeJson({ posts: await queryPublishedPosts() }),
  'api-published-posts-answer',
  { tags: [CACHE_TAGS.posts] },
)
/** A published post's API answer, or null (cached too: the post's tag expires it). */
export const getApiPostAnswer = cachedRead(
  async (slug: string) => {
    const post = await queryPublishedPost(slug)
    return post ? serializeJson({ post }) : null
  },
  'api-published-post-answer',
  { tags: (slug) => [postTag(slug)] },
)

/** The decoded hero image of a published post whose hero image is a data URI, or null. */
export async function heroImageBytes(
  slug: string,
): Promise<{ bytes: Buffer; mimeType: string } | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'posts',
    where: { and: [{ slug: { equals: slug } }, publishedNow()] },
    select: { heroImage: true },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const heroImage = docs[0]?.heroImage
  if (!heroImage || !isDataUri(heroImage)) return null
  const parsed = checkImageDataUri(heroImage)
  if (!parsed.ok) return null
  return { bytes: Buffer.from(parsed.value.base64, 'base64'), mimeType: parsed.value.mimeType }
}
