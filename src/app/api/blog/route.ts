import { NextResponse } from 'next/server'

import { queryPublishedPosts } from '@/data/posts'
import { handle } from '@/lib/http/errors'

export const dynamic = 'force-dynamic'

export const GET = handle(async () => {
  const posts = await queryPublishedPosts()
  return NextResponse.json({ posts })
})
