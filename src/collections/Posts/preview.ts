import type { PayloadRequest } from 'payload'

import { previewUrl } from '@/lib/preview/secret'
import { isSlug } from '@/lib/slug'

/**
 * The address /cms opens a post at in draft mode: the preview route checks the secret and the
 * editor's session, turns on Next's draft mode and goes on to the post's real address.
 */
export function postPreviewUrl({
  data,
  req,
}: {
  data: Record<string, unknown>
  req: PayloadRequest
}): string | null {
  const slug = typeof data.slug === 'string' ? data.slug : ''
  if (!isSlug(slug)) return null
  return previewUrl(req.payload.secret, `/blog/${slug}`)
}
