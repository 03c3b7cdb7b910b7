import type { Post } from '@/payload-types'

/** Where /cms tells the server that an editor left a post (POST /api/posts/:id/discard-empty). */
export const DISCARD_EMPTY_DRAFT_PATH = 'discard-empty'

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === ''

/** Whether a Lexical rich-text value holds any text. */
export function hasText(value: unknown): boolean {
  const root = (value as { root?: unknown } | null | undefined)?.root
  const visit = (node: unknown): boolean => {
    if (!node || typeof node !== 'object') return false
    const { text, children } = node as { text?: unknown; children?: unknown }
    if (typeof text === 'string' && text.trim() !== '') return true
    return Array.isArray(children) && children.some(visit)
  }
  return visit(root)
}

/**
 * A post with nothing in it: no title, text (rich text or Markdown), excerpt, image, category,
 * tags or SEO text. The slug (made from the title as it was typed) and the read time (a
 * default) say nothing.
 */
export function isEmptyPost(post: Partial<Post>): boolean {
  return (
    blank(post.title) &&
    blank(post.content) &&
    !hasText(post.body) &&
    blank(post.excerpt) &&
    blank(post.heroImage) &&
    (post.heroMedia === null || post.heroMedia === undefined) &&
    blank(post.category) &&
    (post.tags ?? []).every(blank) &&
    blank(post.metaTitle) &&
    blank(post.metaDescription)
  )
}
