/** A `{name}` in a page's text: what the page replaces with a live value. */
const PLACEHOLDER = /\{(\w+)\}/g

const named = (names: readonly string[]) => names.map((name) => `{${name}}`).join(', ')

/**
 * Why `text` cannot be published as the page's title or description: a placeholder the page
 * does not fill would go live as written ("{plansFrom}" in a search result). `fills` are the
 * placeholders the page fills in that field (none in a title). Null when every placeholder is
 * filled.
 */
export function unfilledPlaceholders(text: string, fills: readonly string[]): string | null {
  const unknown = [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]!))].filter(
    (name) => !fills.includes(name),
  )
  if (unknown.length === 0) return null
  const what =
    unknown.length === 1
      ? `${named(unknown)} is not filled in here`
      : `${named(unknown)} are not filled in here`
  const offer =
    fills.length === 0
      ? 'this field fills no placeholders'
      : `this field fills ${named(fills)} only`
  return `${what}: ${offer}, so it would be published as written.`
}
