import type { Access, Where } from 'payload'

/**
 * Administrators see every post; visitors only posts that are published and whose publication
 * time has come (a future publishedAt schedules the post).
 */
export const publishedOrAuthenticated: Access = ({ req: { user } }) => {
  if (user) return true
  const visible: Where = {
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
  return visible
}
