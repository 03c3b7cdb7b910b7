import { NextResponse } from 'next/server'

import { listMessages } from '@/data/admin/messages'
import { handleWithRetry } from '@/lib/http/errors'
import { requireAdmin } from '@/lib/http/requireAdmin'

export const dynamic = 'force-dynamic'

export const GET = handleWithRetry(async (request: Request) => {
  const ctx = await requireAdmin(request)
  return NextResponse.json(
    { messages: await listMessages(ctx) },
    { headers: { 'Cache-Control': 'no-store' } },
  )
})
