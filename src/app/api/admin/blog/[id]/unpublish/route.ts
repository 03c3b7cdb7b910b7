import { NextResponse } from 'next/server'

import { parseId, setPostStatus } from '@/data/admin'
import { handleWithRetry } from '@/lib/http/errors'
import { requireAdmin } from '@/lib/http/requireAdmin'

export const dynamic = 'force-dynamic'

export const POST = handleWithRetry(
  async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
    const ctx = await requireAdmin(request)
    const id = parseId((await params).id, 'Blog post')
    return NextResponse.json({ post: await setPostStatus(ctx, id, 'draft') })
  },
)
