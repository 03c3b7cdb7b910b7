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
 * Statically generated, and kept until the 'posts' tag its reads carry expires: saving a post
 * expires it (src/lib/revalidate), and so does the job that follows a scheduled publish.
 * Searches (/blog?search=…) are rewritten to ./%5Fsearch so that this page stays static.
 */
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
