import { NextResponse } from 'next/server'

import { createPost, listPosts } from '@/data/admin/posts'
import { handleWithRetry } from '@/lib/http/errors'
import { parseWith, readJson } from '@/lib/http/request'
import { requireAdmin } from '@/lib/http/requireAdmin'
import { postBodySchema } from '@/lib/validation/post'

export const dynamic = 'force-dynamic'

export const GET = handleWithRetry(async (request: Request) => {
  const ctx = await requireAdmin(request)
  return NextResponse.json(
    { posts: await listPosts(ctx) },
    { headers: { 'Cache-Control': 'no-store' } },
  )
})

export const POST = handleWithRetry(async (request: Request) => {
  const ctx = await requireAdmin(request)
  const body = parseWith(postBodySchema, await readJson(request))
  return NextResponse.json(
    { post: await createPost(ctx, body) },
    { status: 201, headers: { 'Cache-Control': 'no-store' } },
  )
})
