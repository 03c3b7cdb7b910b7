/** The version in a social card's URL: a card at one version never changes. */
export const socialCardVersion = (updatedAt: string) => String(Date.parse(updatedAt))

/** Where the generated social card of a post is served. */
export const socialCardPath = (post: { slug: string; updatedAt: string }) =>
  `/blog/${post.slug}/social-card?v=${socialCardVersion(post.updatedAt)}`
