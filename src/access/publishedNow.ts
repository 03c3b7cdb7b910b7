import type { Where } from 'payload'

/** Posts that are published and whose publication time has come (a future one is scheduled). */
export function publishedNow(): Where {
  return {
    and: [
      { status: { equals: 'published' } },
      {
        or: [
          { publishedAt: { less_than_equal: new Date().toISOString() } },
          { publishedAt: { exists: false } },
        ],
      },
    ],
  }
}
