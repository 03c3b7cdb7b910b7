import { draftMode } from 'next/headers'
import { getPayloadClient } from '@/data/payload'
import { previewEditor } from '@/data/preview'
import { ApiError, handle } from '@/lib/http/errors'
import { isPreviewSecret, redirectToPath, safePreviewPath } from '@/lib/preview/secret'

export const dynamic = 'force-dynamic'

/**
 * Opens a page in Next's draft mode: /cms's preview and live preview come here with the
 * preview secret, and only an editor signed in to /cms gets in. The page then shows the latest
 * draft, with a control to leave preview.
 */
export const GET = handle(async (request: Request) => {
  const url = new URL(request.url)
  const payload = await getPayloadClient()
  if (!isPreviewSecret(url.searchParams.get('secret'), payload.secret)) {
    throw new ApiError(401, 'This preview link is not valid.')
  }
  if (!(await previewEditor(request.headers))) {
    throw new ApiError(401, 'Sign in to /cms to preview drafts.')
  }
  ;(await draftMode()).enable()
  return redirectToPath(safePreviewPath(url.searchParams.get('path')), 307)
})
