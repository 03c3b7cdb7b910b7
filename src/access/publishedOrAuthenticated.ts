import type { Access } from 'payload'

import { publishedNow } from './publishedNow'

/**
 * Administrators see every post; visitors only posts that are published and whose publication
 * time has come (a future publishedAt schedules the post).
 */
export const publishedOrAuthenticated: Access = ({ req: { user } }) => {
  if (user) return true
  return publishedNow()
}
