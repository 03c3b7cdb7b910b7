import 'server-only'

import { headers } from 'next/headers'

import type { PublicPost } from '@/lib/dto/posts'

import { getPayloadClient } from './payload'
import { toPublicPost } from './posts'

/** The editor signed in to /cms on this request (Payload's auth cookie), or null. */
export async function previewEditor(requestHeaders?: Headers) {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: requestHeaders ?? (await headers()) })
  return user ?? null
}

/**
 * The latest version of a post, draft or published, as its page shows it, for a draft-mode
 * request of a signed-in editor; null for anyone else. Never cached: a preview is per editor
 * and per keystroke.
 */
export async function getPreviewPost(slug: string): Promise<PublicPost | null> {
  const user = await previewEditor()
  if (!user) return null
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'posts',
    draft: true,
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 0,
    user,
    overrideAccess: false,
  })
  return docs[0] ? toPublicPost(docs[0]) : null
}
