import { NextResponse } from 'next/server'

import { deletePost, getPost, updatePost } from '@/data/admin/posts'
import { parseId } from '@/lib/http/routeId'
import { handleWithRetry } from '@/lib/http/errors'
import { parseWith, readJson } from '@/lib/http/request'
import { requireAdmin } from '@/lib/http/requireAdmin'
import { postBodySchema } from '@/lib/validation/post'
import { postSaveSchema } from '@/lib/validation/postSave'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string }> }

export const GET = handleWithRetry(async (request: Request, { params }: Context) => {
  const ctx = await requireAdmin(request)
  const id = parseId((await params).id, 'Blog post')
  return NextResponse.json(
    { post: await getPost(ctx, id) },
    { headers: { 'Cache-Control': 'no-store' } },
  )
})

export const PUT = handleWithRetry(async (request: Request, { params }: Context) => {
  const ctx = await requireAdmin(request)
  const id = parseId((await params).id, 'Blog post')
  const json = await readJson(request)
  const body = parseWith(postBodySchema, json)
  const options = parseWith(postSaveSchema, json)
  return NextResponse.json(
    { post: await updatePost(ctx, id, body, options) },
    { headers: { 'Cache-Control': 'no-store' } },
  )
})

export const DELETE = handleWithRetry(async (request: Request, { params }: Context) => {
  const ctx = await requireAdmin(request)
  const id = parseId((await params).id, 'Blog post')
  await deletePost(ctx, id)
  return NextResponse.json({ success: true }, { headers: { 'Cache-Control': 'no-store' } })
})
