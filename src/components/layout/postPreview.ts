import { htmlToText } from '@/lib/htmlToText'

/** The mobile menu card falls back to the first 100 characters of the content. */
export const PREVIEW_LENGTH = 100

/** The excerpt, or the first 100 characters of the content followed by an ellipsis. */
export function postPreview(post: { excerpt?: string | null; content?: string | null }): string {
  const excerpt = post.excerpt?.trim()
  if (excerpt) return excerpt
  return `${htmlToText(post.content ?? '').slice(0, PREVIEW_LENGTH)}...`
}
