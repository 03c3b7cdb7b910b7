/** Spec §9: the mobile menu card falls back to the first 100 characters of the content. */
export const PREVIEW_LENGTH = 100

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: ' ',
}

/** Plain text of an HTML fragment: tags removed, common entities decoded, spaces collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The excerpt, or the first 100 characters of the content followed by an ellipsis. */
export function postPreview(post: { excerpt?: string | null; content?: string | null }): string {
  const excerpt = post.excerpt?.trim()
  if (excerpt) return excerpt
  return `${htmlToText(post.content ?? '').slice(0, PREVIEW_LENGTH)}...`
}
