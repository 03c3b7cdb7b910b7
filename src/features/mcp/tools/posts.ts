import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { z } from 'zod'

import { getPostSource, getPublishedPosts } from '@/data/posts'
import { MAX_SEARCH_LENGTH } from '@/lib/blog/search'
import type { PublicPost } from '@/lib/dto/posts'
import { htmlToText } from '@/lib/htmlToText'
import { absoluteMarkdownLinks } from '@/lib/seo/markdownLinks'
import { absoluteUrl } from '@/lib/site'
import { isSlug } from '@/lib/slug'

import { MAX_SEARCH_RESULTS, MAX_SEARCH_WORDS } from '../limits'
import { TOOL_INFO } from '../toolInfo'
import { safely, toolError, toolResult } from './result'

/**
 * The blog tools. Both read the published posts through the data layer, the reads the blog's
 * pages make: a draft, a post scheduled for later and a trashed post are never among them.
 */

const searchInput = z.object({
  query: z
    .string()
    .trim()
    .min(1, 'Give at least one word to search for.')
    .max(MAX_SEARCH_LENGTH, `A query has at most ${MAX_SEARCH_LENGTH} characters.`)
    .describe('Words to find in the title, excerpt, tags or text of a post, e.g. "llms.txt".'),
  limit: z
    .number()
    .int()
    .min(1)
    .max(MAX_SEARCH_RESULTS)
    .optional()
    .describe(`How many posts to answer with, newest first (default 10).`),
})

const postSummary = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string().nullable(),
  url: z.string().describe('The article on the site.'),
  markdownUrl: z.string().describe('The article in Markdown.'),
  publishedAt: z.string().nullable(),
  category: z.string().nullable(),
  tags: z.array(z.string()),
})

const searchOutput = z.object({ total: z.number().int(), posts: z.array(postSummary) })

const readInput = z.object({
  slug: z
    .string()
    .trim()
    .refine(isSlug, 'A slug is lowercase letters, digits and hyphens, e.g. "what-is-llms-txt".')
    .describe('The post’s slug, the last part of its address /blog/{slug}.'),
})

const readOutput = postSummary.extend({
  author: z.string(),
  readTime: z.number().describe('Minutes.'),
  updatedAt: z.string(),
  markdown: z.string().describe('The text of the post in Markdown, links absolute.'),
})

const summary = (post: Pick<PublicPost, keyof z.infer<typeof postSummary> & keyof PublicPost>) => ({
  slug: post.slug,
  title: post.title,
  excerpt: post.excerpt,
  url: absoluteUrl(`/blog/${post.slug}`),
  markdownUrl: absoluteUrl(`/blog/${post.slug}.md`),
  publishedAt: post.publishedAt,
  category: post.category,
  tags: post.tags,
})

/** The lowercased words of a query, at most MAX_SEARCH_WORDS of them. */
const wordsOf = (query: string) =>
  [...new Set(query.toLocaleLowerCase('en-GB').split(/\s+/).filter(Boolean))].slice(
    0,
    MAX_SEARCH_WORDS,
  )

/** What a search looks in: the title, excerpt, tags and the visible text of the body. */
const haystack = (post: PublicPost) =>
  [
    post.title,
    post.excerpt ?? '',
    post.tags.join(' '),
    post.category ?? '',
    htmlToText(post.content),
  ]
    .join('\n')
    .toLocaleLowerCase('en-GB')

/** Published posts holding every word of the query, newest first. */
export async function searchPosts(query: string, limit = 10) {
  const words = wordsOf(query)
  const found = (await getPublishedPosts()).filter((post) => {
    const text = haystack(post)
    return words.every((word) => text.includes(word))
  })
  return { total: found.length, posts: found.slice(0, limit).map(summary) }
}

function searchText({ total, posts }: z.infer<typeof searchOutput>, query: string): string {
  if (total === 0) return `No published post matches “${query}”.`
  const lines = posts.map(
    (post) =>
      `- ${post.title} (${post.publishedAt?.slice(0, 10) ?? 'undated'}), slug ${post.slug}: ${post.url}` +
      (post.excerpt ? `\n  ${post.excerpt}` : ''),
  )
  const shown = posts.length < total ? `, the newest ${posts.length} shown` : ''
  return [`${total} published post(s) match “${query}”${shown}:`, ...lines].join('\n')
}

export function registerPostTools(server: McpServer): void {
  server.registerTool(
    'search_posts',
    {
      ...TOOL_INFO.search_posts,
      inputSchema: searchInput,
      outputSchema: searchOutput,
      annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    },
    ({ query, limit }) =>
      safely(async () => {
        const found = await searchPosts(query, limit)
        return toolResult(searchText(found, query), found)
      }),
  )

  server.registerTool(
    'read_post',
    {
      ...TOOL_INFO.read_post,
      inputSchema: readInput,
      outputSchema: readOutput,
      annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    },
    ({ slug }) =>
      safely(async () => {
        const post = await getPostSource(slug)
        if (!post) return toolError(`No published post has the slug “${slug}”.`)
        const read = {
          ...summary(post),
          author: post.author,
          readTime: post.readTime,
          updatedAt: post.updatedAt,
          markdown: absoluteMarkdownLinks(post.markdown, absoluteUrl(`/blog/${post.slug}`)),
        }
        const text = [`# ${read.title}`, '', read.url, '', read.markdown].join('\n')
        return toolResult(text, read)
      }),
  )
}
