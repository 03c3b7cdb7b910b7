import { draftMode } from 'next/headers'
import { NextResponse } from 'next/server'

import { handle } from '@/lib/http/errors'
import { safePreviewPath } from '@/lib/preview/secret'

export const dynamic = 'force-dynamic'

/** Leaves draft mode and goes back to the page as visitors see it. */
export const GET = handle(async (request: Request) => {
  const url = new URL(request.url)
  ;(await draftMode()).disable()
  const response = NextResponse.redirect(
    new URL(safePreviewPath(url.searchParams.get('path')), url),
    303,
  )
  response.headers.set('Cache-Control', 'private, no-store')
  return response
})
