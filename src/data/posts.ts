import 'server-only'

import { unstable_cache } from 'next/cache'
import type { Where } from 'payload'

import { CACHE_TAGS } from '@/lib/revalidate'
import type { Post } from '@/payload-types'

import { getPayloadClient } from './payload'

/** A blog post as the public reads it (spec §3 'Blog post (public read)'). */
export type PublicPost = {
  id: number
  slug: string
  title: string
  excerpt: string | null
  content: string
  heroImage: string | null
  readTime: number
  publishedAt: string | null
  createdAt: string
  updatedAt: string
  seoTitle: string
  seoDescription: string | null
  category: string | null
  tags: string[]
  author: { name: string }
}

export function toPublicPost(post: Post): PublicPost {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt || null,
    content: post.contentHtml ?? '',
    heroImage: post.heroImage || null,
    readTime: post.readTime ?? 5,
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

/** Visitors see published posts whose publication time has come. */
function visibleNow(): Where {
  return {
    and: [
      { status: { equals: 'published' } },
      {
        or: [
          { publishedAt: { less_than_equal: new Date().toISOString() } },
          { publishedAt: { exists: false } },
        ],
      },
    ],
  }
}

const newestFirst = (a: PublicPost, b: PublicPost) =>
  Date.parse(b.publishedAt ?? b.createdAt) - Date.parse(a.publishedAt ?? a.createdAt)

/** Published posts, newest publishedAt first (createdAt when unset). Uncached. */
export async function queryPublishedPosts(): Promise<PublicPost[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'posts',
    where: visibleNow(),
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
    where: { and: [{ slug: { equals: slug } }, visibleNow()] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ? toPublicPost(docs[0]) : null
}

/** Cached for pages; collection hooks expire the 'posts' tag on every change. */
export const getPublishedPosts = unstable_cache(queryPublishedPosts, ['published-posts'], {
  tags: [CACHE_TAGS.posts],
})

export const getPublishedPost = unstable_cache(queryPublishedPost, ['published-post'], {
  tags: [CACHE_TAGS.posts],
})
