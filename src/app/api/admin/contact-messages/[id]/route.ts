import { NextResponse } from 'next/server'
import { z } from 'zod'

import { setMessageStatus } from '@/data/admin/messages'
import { parseId } from '@/lib/http/routeId'
import { MESSAGE_STATUSES } from '@/lib/dto/admin'
import { handleWithRetry } from '@/lib/http/errors'
import { parseWith, readJson } from '@/lib/http/request'
import { requireAdmin } from '@/lib/http/requireAdmin'

export const dynamic = 'force-dynamic'

const statusSchema = z.object({
  status: z.enum(MESSAGE_STATUSES, {
    error: `Status must be one of: ${MESSAGE_STATUSES.join(', ')}`,
  }),
})

export const PATCH = handleWithRetry(
  async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
    const ctx = await requireAdmin(request)
    const id = parseId((await params).id, 'Contact message')
    const { status } = parseWith(statusSchema, await readJson(request))
    return NextResponse.json(
      { contactMessage: await setMessageStatus(ctx, id, status) },
      { headers: { 'Cache-Control': 'no-store' } },
    )
  },
)
