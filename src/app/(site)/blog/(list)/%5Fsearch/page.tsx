import type { Metadata } from 'next'

import { BlogIndex } from '@/components/blog/BlogIndex'
import { getPublishedPosts } from '@/data/posts'
import { filterPosts, readSearchTerm } from '@/lib/blog/search'
import { pageMetadata } from '@/lib/seo/metadata'

/**
 * Search results for /blog?search={term} (next.config.ts rewrites that URL here). Rendered per
 * request from the cached post list; results are not indexed and point to /blog as canonical.
 */
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const term = readSearchTerm((await searchParams).search)
  return pageMetadata({
    title: term ? `Search results for “${term}”` : 'Blog',
    description:
      'Search the blog for guides on AI visibility, AI-native websites and AI in business.',
    path: '/blog',
    noindex: true,
  })
}

export default async function BlogSearchPage({ searchParams }: Props) {
  const term = readSearchTerm((await searchParams).search)
  const posts = filterPosts(await getPublishedPosts(), term)
  return <BlogIndex posts={posts} searchTerm={term} />
}
