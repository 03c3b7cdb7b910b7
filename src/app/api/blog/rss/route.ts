import { Feed } from 'feed'

import { heroImagePath, queryPublishedPosts } from '@/data/posts'
import { querySiteSettings } from '@/data/settings'
import { handle } from '@/lib/http/errors'
import { isDataUri } from '@/lib/images'
import { CACHE_TAGS, cachedRead } from '@/lib/revalidate'
import { absoluteUrl } from '@/lib/site'

export const dynamic = 'force-dynamic'

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!)

async function rss2(): Promise<string> {
  const [posts, settings] = await Promise.all([queryPublishedPosts(), querySiteSettings()])
  const feed = new Feed({
    title: `${settings.brandName} Blog`,
    description: 'Insights on AI visibility, AI-native websites and applying AI in business.',
    id: absoluteUrl('/blog'),
    link: absoluteUrl('/blog'),
    language: 'en-GB',
    copyright: `© ${new Date().getFullYear()} ${settings.brandName}`,
    updated: posts[0] ? new Date(posts[0].publishedAt ?? posts[0].createdAt) : undefined,
    feedLinks: { rss: absoluteUrl('/api/blog/rss') },
  })
  for (const post of posts) {
    const link = absoluteUrl(`/blog/${post.slug}`)
    feed.addItem({
      title: post.title,
      id: link,
      link,
      // Readers render the description as HTML; the excerpt is plain text.
      description: post.excerpt ? escapeHtml(post.excerpt) : undefined,
      content: post.content,
      date: new Date(post.publishedAt ?? post.createdAt),
      author: [{ name: post.author.name }],
      category: post.category ? [{ name: post.category }] : undefined,
      // A feed carries links, not 7 MB of base64: a data URI is served from its own URL.
      image: post.heroImage
        ? absoluteUrl(isDataUri(post.heroImage) ? heroImagePath(post) : post.heroImage)
        : undefined,
    })
  }
  return feed.rss2()
}

/** The feed as served, cached with the pages' data and expired by any post or settings change. */
const cachedRss2 = cachedRead(rss2, 'blog-rss', {
  tags: [CACHE_TAGS.posts, CACHE_TAGS.settings],
})

export const GET = handle(async () => {
  return new Response(await cachedRss2(), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  })
})
