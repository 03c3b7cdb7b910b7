import { NextResponse } from 'next/server'

import { toAdminUser } from '@/data/admin/session'
import { handleWithRetry } from '@/lib/http/errors'
import { requireAdmin } from '@/lib/http/requireAdmin'

export const dynamic = 'force-dynamic'

export const GET = handleWithRetry(async (request: Request) => {
  const { admin } = await requireAdmin(request)
  return NextResponse.json(
    { admin: toAdminUser(admin) },
    { headers: { 'Cache-Control': 'no-store' } },
  )
})
