import { NextResponse } from 'next/server'

import { setPostStatus } from '@/data/admin/posts'
import { parseId } from '@/lib/http/routeId'
import { handleWithRetry } from '@/lib/http/errors'
import { requireAdmin } from '@/lib/http/requireAdmin'

export const dynamic = 'force-dynamic'

export const POST = handleWithRetry(
  async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
    const ctx = await requireAdmin(request)
    const id = parseId((await params).id, 'Blog post')
    return NextResponse.json(
      { post: await setPostStatus(ctx, id, 'published') },
      { headers: { 'Cache-Control': 'no-store' } },
    )
  },
)
