import type { Endpoint } from 'payload'

import { DISCARD_EMPTY_DRAFT_PATH, isEmptyPost } from './emptyPost'
import { wasEverPublished } from './everPublished'

const answer = (status: number, body: Record<string, unknown>) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

/**
 * POST /api/posts/:id/discard-empty, sent by /cms when an editor leaves a post
 * (DiscardEmptyDraft). /cms saves a new post's first draft as soon as something is typed, so a
 * post whose text was typed and then cleared would stay behind as "<No Title>" in /cms and
 * "Untitled" in the dashboard. Such a post, never published and empty as stored, is deleted for
 * good (not trashed: it never held anything). Any other post is left as it is. Administrators
 * only; the work is two reads and at most one delete.
 */
export const discardEmptyDraft: Endpoint = {
  path: `/:id/${DISCARD_EMPTY_DRAFT_PATH}`,
  method: 'post',
  handler: async (req) => {
    if (!req.user) return answer(401, { message: 'Authentication required. Log in again.' })
    const id = Number(req.routeParams?.id)
    if (!Number.isSafeInteger(id) || id < 1) return answer(404, { message: 'Not found.' })
    const { docs } = await req.payload.find({
      collection: 'posts',
      where: { id: { equals: id } },
      draft: true,
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
    const post = docs[0]
    if (!post) return answer(404, { message: 'Not found.' })
    if (post._status === 'published' || !isEmptyPost(post) || (await wasEverPublished(req, id))) {
      return answer(200, { discarded: false })
    }
    await req.payload.delete({ collection: 'posts', id, overrideAccess: true, req })
    return answer(200, { discarded: true })
  },
}
