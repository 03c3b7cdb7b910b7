import { format } from 'date-fns'

/** The public side falls back to a 3-minute read. */
export const PUBLIC_DEFAULT_READ_TIME = 3
/** The excerpt shown when a post has none. */
export const EXCERPT_FALLBACK = 'Click to read more about this article...'

type Dated = { publishedAt: string | null; createdAt: string }

/** When a post counts as published: publishedAt, or createdAt when it is unset. */
export function postDate(post: Dated): string {
  return post.publishedAt ?? post.createdAt
}

/** Public dates read 'MMMM d, yyyy', e.g. 'January 5, 2025'. */
export function formatPublicDate(iso: string): string {
  return format(new Date(iso), 'MMMM d, yyyy')
}

export function formatReadTime(minutes: number | null | undefined): string {
  return `${minutes && minutes > 0 ? minutes : PUBLIC_DEFAULT_READ_TIME} min read`
}
