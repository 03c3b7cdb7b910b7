import type { CollectionBeforeChangeHook } from 'payload'

/** publishedAt is set on first publish and kept afterwards (also across unpublish/publish). */
export const setPublishedAt: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const status = data._status ?? originalDoc?._status
  const publishedAt = data.publishedAt === undefined ? originalDoc?.publishedAt : data.publishedAt
  if (status === 'published' && !publishedAt) {
    data.publishedAt = new Date().toISOString()
  }
  return data
}
