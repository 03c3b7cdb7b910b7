/**
 * ETag comparison, free of Next's modules, so that code running outside a Next request can use
 * it too.
 */

/** Whether an If-None-Match header names `etag` (weak comparison, as for GET). */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false
  const bare = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag))
}
