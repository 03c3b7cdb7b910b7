import { createHash } from 'node:crypto'

import type { NextRequest } from 'next/server'

import { articleMarkdown, type MarkdownAnswer } from '@/data/markdown'
import { findRedirect } from '@/data/redirects'
import { ApiError, handle } from '@/lib/http/errors'
import { matchesEtag } from '@/lib/http/etag'
import { routedPage } from '@/lib/http/markdownRequest'
import { cachedRead } from '@/lib/revalidate'
import { markdownDocument } from '@/lib/seo/markdown'

import { MARKDOWN_PAGES, PAGE_TAGS, pageCacheControl, pageHead } from './pages'

/**
 * Pages in Markdown for AI agents. A request that prefers `Accept: text/markdown`, and a page's
 * `.md` address, are rewritten here with their path (`/_markdown/coaching.md`); HEAD is
 * answered from GET. A page's Markdown is written from the copy and the data the page renders
 * (./pages), an article's is its stored Markdown; an address an editor redirected answers with
 * that redirect; any other address has no Markdown version (404).
 *
 * The query string is ignored: `/coaching.md?x=1` is `/coaching.md`, kept in Next's data cache
 * under the page's path and the tags of what it shows, so a change expires it with the page
 * and no query can make a fresh answer or a new cache entry. The answer carries `Vary: Accept`,
 * an ETag of the Markdown (304 when it is sent back) and the Cache-Control of the page's HTML,
 * so shared caches keep and expire both alike.
 */
export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ path?: string[] }> }

const markdownEtag = (body: string) =>
  `"md-${createHash('sha256').update(body).digest('base64url').slice(0, 24)}"`

/** A page's Markdown document: the title and description of its head, then its content. */
const pageMarkdown = cachedRead(
  async (path: string): Promise<MarkdownAnswer> => {
    const entry = MARKDOWN_PAGES[path]!
    const page = await entry.page()
    const [head, body] = await Promise.all([pageHead(page), entry.body()])
    return {
      body: markdownDocument({ title: head.title, description: head.description, body }),
      cacheControl: pageCacheControl(page.revalidate, entry.perRequest),
    }
  },
  'markdown-page',
  // Kept, as the pages are, until a tag of what it shows expires.
  { tags: PAGE_TAGS },
)

async function markdownOf(page: string): Promise<MarkdownAnswer | { redirect: string } | null> {
  const slug = /^\/blog\/([^/]+)$/.exec(page)?.[1]
  const article = slug ? await articleMarkdown(slug) : null
  if (article) return article
  if (Object.hasOwn(MARKDOWN_PAGES, page)) return pageMarkdown(page)
  const target = await findRedirect(page)
  return target ? { redirect: target } : null
}

export const GET = handle(async (request: NextRequest, { params }: Context) => {
  const { path = [] } = await params
  const page = routedPage(path)
  const answer = page === null ? null : await markdownOf(page)
  if (answer === null) throw new ApiError(404, 'This address has no Markdown version.')
  if ('redirect' in answer) {
    return new Response(null, {
      status: 308,
      headers: { Location: answer.redirect, Vary: 'Accept' },
    })
  }
  const etag = markdownEtag(answer.body)
  const headers = {
    'Content-Type': 'text/markdown; charset=utf-8',
    Vary: 'Accept',
    ETag: etag,
    'Cache-Control': answer.cacheControl,
  }
  if (matchesEtag(request.headers.get('if-none-match'), etag)) {
    return new Response(null, { status: 304, headers })
  }
  return new Response(answer.body, { headers })
})
