/** Lowercase, each run of non-alphanumerics becomes one hyphen, ends trimmed. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The longest slug a post can be saved with. */
export const SLUG_MAX_LENGTH = 120

/**
 * The slug a post gets from its title when none is given: within the slug's cap however long
 * the title (slugify never lengthens), so a long title is refused for itself alone.
 */
export const slugFromTitle = (title: string) => slugify(title.slice(0, SLUG_MAX_LENGTH))

/**
 * Whether a path segment could be a post's slug: its form and at most the longest saved one.
 * Anything else is neither looked up nor cached, so an address of any length makes no cache
 * entry and no cache tag (Next drops a tag over 256 characters, with a warning).
 */
export const isSlug = (value: string) => value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value)
