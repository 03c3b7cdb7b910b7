import { NextResponse } from 'next/server'

import { getApiPosts } from '@/data/posts'
import { handle } from '@/lib/http/errors'

export const dynamic = 'force-dynamic'

export const GET = handle(async () => {
  const posts = await getApiPosts()
  return NextResponse.json({ posts })
})
