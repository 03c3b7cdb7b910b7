import { revalidatePath, revalidateTag } from 'next/cache'

export const CACHE_TAGS = {
  posts: 'posts',
  settings: 'site-settings',
} as const

/**
 * Expires cached data and pages at once. Outside a Next.js server (seeding, the CLI, tests)
 * there is no cache to clear, and Next throws an invariant error that is safe to ignore.
 */
export function expire({ tags = [], paths = [] }: { tags?: string[]; paths?: string[] }): void {
  try {
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
    for (const path of paths) revalidatePath(path)
  } catch (error) {
    if (error instanceof Error && error.message.includes('static generation store missing')) return
    throw error
  }
}

export function expireBlog(slugs: (string | null | undefined)[] = []): void {
  expire({
    tags: [CACHE_TAGS.posts],
    paths: [
      '/',
      '/blog',
      '/sitemap.xml',
      '/llms.txt',
      ...slugs.filter((slug): slug is string => Boolean(slug)).map((slug) => `/blog/${slug}`),
    ],
  })
}
