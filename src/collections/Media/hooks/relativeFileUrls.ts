import type { CollectionAfterReadHook } from 'payload'

/**
 * Payload prefixes an upload's stored address (`/api/media/file/<name>`) with `serverURL` when
 * it reads it. Media addresses stay paths on the site's own origin instead: the image optimiser
 * takes only local paths, and a post that copies its hero's address must not carry an origin
 * that can change. `serverURL` is set for the links Payload mails (payload.config.ts).
 */
export const relativeFileUrls: CollectionAfterReadHook = ({ doc, req }) => {
  const origin = req.payload.config.serverURL
  if (!origin || typeof doc !== 'object' || doc === null) return doc
  const read = { ...doc }
  for (const key of ['url', 'thumbnailURL'] as const) {
    const value: unknown = read[key]
    if (typeof value === 'string' && value.startsWith(`${origin}/`)) {
      read[key] = value.slice(origin.length)
    }
  }
  return read
}
