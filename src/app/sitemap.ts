import type { MetadataRoute } from 'next'

import { getPublishedPosts } from '@/data/posts'
import { postDate } from '@/lib/blog/format'
import { PUBLIC_ROUTES } from '@/lib/seo/publicRoutes'
import { absoluteUrl } from '@/lib/site'

/** Prerendered, and regenerated when a post changes (its read carries the 'posts' tag). */
export const revalidate = false

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const posts = await getPublishedPosts()
  const newest = posts[0]?.updatedAt
  const routes: MetadataRoute.Sitemap = PUBLIC_ROUTES.map((route) => ({
    url: absoluteUrl(route.path),
    changeFrequency: route.changeFrequency,
    priority: route.priority,
    // Only the blog's date is known; a made-up date for the others would mislead crawlers.
    ...(route.path === '/blog' && newest ? { lastModified: new Date(newest) } : {}),
  }))
  const articles: MetadataRoute.Sitemap = posts.map((post) => ({
    url: absoluteUrl(`/blog/${post.slug}`),
    lastModified: new Date(Math.max(Date.parse(post.updatedAt), Date.parse(postDate(post)))),
    changeFrequency: 'monthly',
    priority: 0.7,
  }))
  return [...routes, ...articles]
}
