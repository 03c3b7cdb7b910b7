/** The longest search term we look for; longer input is cut, not refused. */
export const MAX_SEARCH_LENGTH = 100

type Searchable = {
  title: string
  excerpt: string | null
  tags: string[]
  content: string
}

/** The `search` query value as one trimmed string ('' when absent). */
export function readSearchTerm(value: string | string[] | undefined): string {
  const raw = Array.isArray(value) ? (value[0] ?? '') : (value ?? '')
  return raw.trim().slice(0, MAX_SEARCH_LENGTH)
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: ' ',
}

/** The visible text of sanitised HTML, so that a search for 'strong' does not match <strong>. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * Posts whose title, excerpt, tags or content contain the term, case-insensitively, in their
 * original order. An empty term matches everything.
 */
export function filterPosts<T extends Searchable>(posts: T[], term: string): T[] {
  const needle = term.trim().toLocaleLowerCase('en-GB')
  if (!needle) return posts
  return posts.filter((post) =>
    [post.title, post.excerpt ?? '', post.tags.join(' '), htmlToText(post.content)].some((field) =>
      field.toLocaleLowerCase('en-GB').includes(needle),
    ),
  )
}
