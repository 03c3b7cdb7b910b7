/**
 * ETag comparison, free of Next's modules: the custom server (scripts/server.ts) imports it
 * before Next has set up its request storage, and `next/server` cannot be loaded before that.
 */

/** Whether an If-None-Match header names `etag` (weak comparison, as for GET). */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false
  const bare = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag))
}
