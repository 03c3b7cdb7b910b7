import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { Payload } from 'payload'

const here = path.dirname(fileURLToPath(import.meta.url))
const DAY = 24 * 60 * 60 * 1000

type DemoPost = {
  slug: string
  title: string
  excerpt: string
  category: string
  tags: string[]
  readTime: number
  daysAgo: number
  imageAlt: string
}

/** Four published articles about AI visibility, with hero images shipped in src/seed/images. */
export const DEMO_POSTS: DemoPost[] = [
  {
    slug: 'ai-visibility-explained',
    title: 'What Is AI Visibility, and Why It Now Decides Who Gets Recommended',
    excerpt:
      'AI assistants answer with two or three names, not ten links. Here is what makes a business one of them, and the four signals to check first.',
    category: 'AI Visibility',
    tags: ['AI visibility', 'AI search', 'strategy'],
    readTime: 5,
    daysAgo: 25,
    imageAlt: 'Concentric rings radiating from a glowing centre',
  },
  {
    slug: 'robots-txt-for-ai-crawlers',
    title: 'robots.txt for the AI Era: GPTBot, ClaudeBot and PerplexityBot Explained',
    excerpt:
      'Which AI crawlers read your robots.txt, what each one is for, and the three mistakes that silently remove sites from AI answers.',
    category: 'Technical SEO',
    tags: ['robots.txt', 'crawlers', 'GPTBot', 'ClaudeBot'],
    readTime: 6,
    daysAgo: 18,
    imageAlt: 'A grid of tiles with a few highlighted',
  },
  {
    slug: 'structured-data-for-ai-assistants',
    title: 'Structured Data That AI Assistants Actually Read',
    excerpt:
      'The five schema.org types that do the heavy lifting for service businesses, and how to keep them consistent with what your pages say.',
    category: 'Structured Data',
    tags: ['structured data', 'JSON-LD', 'schema.org'],
    readTime: 5,
    daysAgo: 11,
    imageAlt: 'Connected nodes forming a knowledge graph',
  },
  {
    slug: 'llms-txt-quick-win',
    title: "llms.txt: A Five-Minute Win for Your Site's AI Discoverability",
    excerpt:
      'A plain Markdown file that tells language models what you do and where your best pages are. Here is a template you can publish today.',
    category: 'Guides',
    tags: ['llms.txt', 'AI visibility', 'quick wins'],
    readTime: 4,
    daysAgo: 4,
    imageAlt: 'Horizontal bars of varying length, like lines of text',
  },
]

export async function seedDemoContent(payload: Payload): Promise<number> {
  const now = Date.now()
  let created = 0
  for (const post of DEMO_POSTS) {
    const existing = await payload.count({
      collection: 'posts',
      where: { slug: { equals: post.slug } },
      // A demo post an editor moved to the trash stays there: it is not seeded again.
      trash: true,
      overrideAccess: true,
    })
    if (existing.totalDocs > 0) continue
    const media = await payload.create({
      collection: 'media',
      data: { alt: post.imageAlt },
      filePath: path.join(here, 'images', `${post.slug}.webp`),
      overrideAccess: true,
    })
    const content = await fs.readFile(path.join(here, 'posts', `${post.slug}.md`), 'utf8')
    await payload.create({
      collection: 'posts',
      data: {
        title: post.title,
        slug: post.slug,
        excerpt: post.excerpt,
        content,
        heroImage: media.url ?? null,
        category: post.category,
        tags: post.tags,
        readTime: post.readTime,
        status: 'published',
        publishedAt: new Date(now - post.daysAgo * DAY).toISOString(),
        author: { name: 'Admin' },
      },
      overrideAccess: true,
      // Seeding runs before the site is served: there is no cache to expire.
      context: { disableRevalidate: true },
    })
    created += 1
  }
  return created
}
