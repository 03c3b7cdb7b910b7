import { NextResponse } from 'next/server'
import { z } from 'zod'

import { uploadImage } from '@/data/admin/media'
import { handle } from '@/lib/http/errors'
import { parseWith, readJson } from '@/lib/http/request'
import { requireAdmin } from '@/lib/http/requireAdmin'

export const dynamic = 'force-dynamic'

/** The dashboard's image upload: base64 bytes, a file name and a type. The declared type is only a hint; the bytes decide. */
const uploadSchema = z.object({
  filename: z.string().trim().min(1, 'filename is required').max(255, 'filename is too long'),
  mimeType: z.string().trim().max(100).optional(),
  data: z.string({ error: 'data must be base64 text' }).min(1, 'data is required'),
})

export const POST = handle(async (request: Request) => {
  const ctx = await requireAdmin(request)
  const body = parseWith(uploadSchema, await readJson(request))
  return NextResponse.json(await uploadImage(ctx, body), {
    status: 201,
    headers: { 'Cache-Control': 'no-store' },
  })
})
