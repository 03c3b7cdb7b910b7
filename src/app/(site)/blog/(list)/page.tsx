import type { Metadata } from 'next'

import { BlogIndex } from '@/components/blog/BlogIndex'
import { JsonLd } from '@/components/JsonLd'
import { getPublishedPosts } from '@/data/posts'
import { getSiteSettings } from '@/data/settings'
import { getPageSeo } from '@/data/pageSeo'
import { blogListing } from '@/lib/seo/blog'
import { pageMetadata } from '@/lib/seo/metadata'
import { breadcrumb } from '@/lib/seo/structuredData'

/**
 * Statically generated. Saving a post expires the 'posts' tag its reads carry (src/lib/revalidate),
 * and the minute-long revalidation catches scheduled posts whose time has come.
 * Searches (/blog?search=…) are rewritten to ./%5Fsearch so that this page stays static.
 */
export const revalidate = 60

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(await getPageSeo('blog'))
}

export default async function BlogPage() {
  const [posts, settings] = await Promise.all([getPublishedPosts(), getSiteSettings()])
  return (
    <>
      <JsonLd data={[blogListing(posts, settings.brandName), breadcrumb([['Blog', '/blog']])]} />
      <BlogIndex posts={posts} />
    </>
  )
}
