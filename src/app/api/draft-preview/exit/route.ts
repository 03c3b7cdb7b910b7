import { draftMode } from 'next/headers'
import { handle } from '@/lib/http/errors'
import { redirectToPath, safePreviewPath } from '@/lib/preview/secret'

export const dynamic = 'force-dynamic'

/** Leaves draft mode and goes back to the page as visitors see it. */
export const GET = handle(async (request: Request) => {
  const url = new URL(request.url)
  ;(await draftMode()).disable()
  return redirectToPath(safePreviewPath(url.searchParams.get('path')), 303)
})
