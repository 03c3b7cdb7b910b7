import type { Where } from 'payload'

/**
 * Posts whose published version is live: Payload's `_status`, and a publication time that has
 * come. A publish with a future time is held as a draft and scheduled (Posts' hooks); the time
 * check keeps a post hidden even if it was published early by other means.
 */
export function publishedNow(): Where {
  return {
    and: [
      { _status: { equals: 'published' } },
      {
        or: [
          { publishedAt: { less_than_equal: new Date().toISOString() } },
          { publishedAt: { exists: false } },
        ],
      },
    ],
  }
}
