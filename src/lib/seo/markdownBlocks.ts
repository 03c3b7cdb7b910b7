import { inlineText } from './markdown'
import { absoluteUrl } from '@/lib/site'

/**
 * Markdown written from the site's copy and data (the Markdown versions of its pages): blocks
 * joined by blank lines. Every text goes through inlineText, so copy or stored data (a plan's
 * name, a post's title, an address an editor typed) stays inert text on its own line, and every
 * link is absolute, on the configured site address for the site's own paths.
 */

/** Inline content: text, or a link (a site path or an absolute URL), or bold text. */
export type Inline = string | { link: string; to: string } | { strong: string }

/** A block, or nothing (left out), so optional parts can be written inline. */
export type Block = string | false | null | undefined

/**
 * A link's destination: a site path made absolute on the site's address, any other address
 * (https:, mailto:) as it is; the characters that would end it or break the line escaped.
 */
function destination(to: string): string {
  const absolute = to.startsWith('/') ? absoluteUrl(to) : to
  return absolute.replace(
    /[\s()<>\\]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  )
}

export function inline(...parts: Inline[]): string {
  return parts
    .map((part) => {
      if (typeof part === 'string') return inlineText(part)
      if ('strong' in part) return `**${inlineText(part.strong)}**`
      return `[${inlineText(part.link)}](${destination(part.to)})`
    })
    .filter(Boolean)
    .join(' ')
}

export const link = (label: string, to: string): Inline => ({ link: label, to })
export const strong = (text: string): Inline => ({ strong: text })

export const heading = (depth: 2 | 3 | 4, text: string): string =>
  `${'#'.repeat(depth)} ${inlineText(text)}`

export const paragraph = (...parts: Inline[]): string => inline(...parts)

/** A bulleted (or numbered) list; an item is one inline line. */
export function list(items: (Inline | Inline[])[], ordered = false): Block {
  if (items.length === 0) return null
  return items
    .map((item, index) => {
      const text = Array.isArray(item) ? inline(...item) : inline(item)
      return `${ordered ? `${index + 1}.` : '-'} ${text}`
    })
    .join('\n')
}

/** A table with a header row; `|` in a cell is escaped. */
export function table(columns: string[], rows: string[][]): Block {
  if (rows.length === 0) return null
  const cell = (value: string) => inlineText(value).replace(/\|/g, '\\|')
  return [
    `| ${columns.map(cell).join(' | ')} |`,
    `| ${columns.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n')
}

/** A section: its heading, an optional lead, then its blocks. */
export function section(
  copy: { title: string; lead?: string; eyebrow?: string },
  ...parts: Block[]
): string {
  return blocks([heading(2, copy.title), copy.lead && paragraph(copy.lead), ...parts])
}

/** Blocks joined as a Markdown body. */
export function blocks(parts: Block[]): string {
  return parts
    .filter((part): part is string => typeof part === 'string' && part !== '')
    .join('\n\n')
}
