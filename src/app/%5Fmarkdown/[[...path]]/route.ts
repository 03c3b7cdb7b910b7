import { createHash } from 'node:crypto'

import type { NextRequest } from 'next/server'

import { pageMarkdown } from '@/data/markdown'
import { ApiError, handle } from '@/lib/http/errors'
import { matchesEtag } from '@/lib/http/etag'
import { routedPage } from '@/lib/http/markdownRequest'

/**
 * Pages in Markdown for AI agents. A request that prefers `Accept: text/markdown`, and a page's
 * `.md` address, are rewritten here with their path (`/_markdown/coaching.md`); HEAD is
 * answered from GET. The answer
 * carries `Vary: Accept`, an ETag of the Markdown (304 when it is sent back) and the
 * Cache-Control of the page's HTML, so shared caches keep and expire both alike.
 */
export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ path?: string[] }> }

const markdownEtag = (body: string) =>
  `"md-${createHash('sha256').update(body).digest('base64url').slice(0, 24)}"`

export const GET = handle(async (request: NextRequest, { params }: Context) => {
  const { path = [] } = await params
  const page = routedPage(path)
  const answer = page === null ? null : await pageMarkdown(page, request.nextUrl.search)
  if (answer === null || answer.kind === 'none') {
    throw new ApiError(404, 'This address has no Markdown version.')
  }
  if (answer.kind === 'error') {
    throw new ApiError(502, 'The page could not be rendered.')
  }
  if (answer.kind === 'redirect') {
    return new Response(null, {
      status: answer.status,
      headers: { Location: answer.location, Vary: 'Accept' },
    })
  }
  const etag = markdownEtag(answer.body)
  const headers = {
    'Content-Type': 'text/markdown; charset=utf-8',
    Vary: 'Accept',
    ETag: etag,
    'Cache-Control': answer.cacheControl,
  }
  if (answer.status === 200 && matchesEtag(request.headers.get('if-none-match'), etag)) {
    return new Response(null, { status: 304, headers })
  }
  return new Response(answer.body, { status: answer.status, headers })
})
