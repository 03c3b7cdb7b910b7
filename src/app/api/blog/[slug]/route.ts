import { NextResponse } from 'next/server'

import { queryPublishedPost } from '@/data/posts'
import { ApiError, handle } from '@/lib/http/errors'

export const dynamic = 'force-dynamic'

export const GET = handle(
  async (_request: Request, context: { params: Promise<{ slug: string }> }) => {
    const { slug } = await context.params
    const post = await queryPublishedPost(slug)
    if (!post) throw new ApiError(404, 'Blog post not found')
    return NextResponse.json({ post })
  },
)
