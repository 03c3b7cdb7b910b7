import type { Where } from 'payload'

import { NOT_TRASHED } from './readAccess'

/**
 * Posts whose published version is live: Payload's `_status`, a publication time that has
 * come, and outside the trash. A publish with a future time is held as a draft and scheduled
 * (Posts' hooks); the time check keeps a post hidden even if it was published early by other
 * means. The trash condition holds even for a read that asks for trashed documents.
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
      NOT_TRASHED,
    ],
  }
}
