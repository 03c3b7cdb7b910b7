import type { Metadata } from 'next'

import { BlogIndex } from '@/components/blog/BlogIndex'
import { JsonLd } from '@/components/JsonLd'
import { getPublishedPosts } from '@/data/posts'
import { getSiteSettings } from '@/data/settings'
import { blogListing } from '@/lib/seo/blog'
import { pageMetadata } from '@/lib/seo/metadata'
import { breadcrumb } from '@/lib/seo/structuredData'

/**
 * Statically generated. Saving a post expires the 'posts' tag and this path (src/lib/revalidate),
 * and the minute-long revalidation catches scheduled posts whose time has come.
 * Searches (/blog?search=…) are rewritten to ./%5Fsearch so that this page stays static.
 */
export const revalidate = 60

const BLOG_DESCRIPTION =
  'Guides and insights on AI visibility, AI-native websites and putting AI to work in your business: robots.txt for AI crawlers, structured data, llms.txt and more.'

export const metadata: Metadata = pageMetadata({
  title: 'Blog',
  description: BLOG_DESCRIPTION,
  path: '/blog',
})

export default async function BlogPage() {
  const [posts, settings] = await Promise.all([getPublishedPosts(), getSiteSettings()])
  return (
    <>
      <JsonLd data={[blogListing(posts, settings.brandName), breadcrumb([['Blog', '/blog']])]} />
      <BlogIndex posts={posts} />
    </>
  )
}
