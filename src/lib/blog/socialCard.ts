/** The version in a social card's URL: a card at one version never changes. */
export const socialCardVersion = (updatedAt: string) => String(Date.parse(updatedAt))

/** Where the generated social card of a post is served: the only address that renders it. */
export const socialCardPath = (post: { slug: string; updatedAt: string }) =>
  `/blog/${post.slug}/social-card?v=${socialCardVersion(post.updatedAt)}`

/** The longest title and category drawn on a card; longer ones end in an ellipsis. */
export const CARD_TITLE_MAX = 120
export const CARD_CATEGORY_MAX = 40

/** `text` cut to at most `max` characters at a word break where one is near, with an ellipsis. */
export function truncateForCard(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  const chars = Array.from(clean)
  if (chars.length <= max) return clean
  const cut = chars.slice(0, max - 1).join('')
  const space = cut.lastIndexOf(' ')
  const head = space >= max * 0.6 ? cut.slice(0, space) : cut
  return `${head.replace(/[\s,.;:–—-]+$/u, '')}…`
}
