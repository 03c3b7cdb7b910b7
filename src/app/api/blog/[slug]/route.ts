import { NextResponse } from 'next/server'

import { getApiPost } from '@/data/posts'
import { ApiError, handle } from '@/lib/http/errors'
import { SLUG_PATTERN } from '@/lib/slug'

export const dynamic = 'force-dynamic'

export const GET = handle(
  async (_request: Request, context: { params: Promise<{ slug: string }> }) => {
    const { slug } = await context.params
    // What cannot be a slug is neither looked up nor cached.
    const post = SLUG_PATTERN.test(slug) ? await getApiPost(slug) : null
    if (!post) throw new ApiError(404, 'Blog post not found')
    return NextResponse.json({ post })
  },
)
