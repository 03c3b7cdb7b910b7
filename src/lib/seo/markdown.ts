/**
 * Characters that open or close Markdown structure within a line (`|` cannot: a value stands
 * alone on its line, and a table needs a delimiter row below), and `&` where it would start an
 * entity.
 */
const INLINE_SYNTAX = /[\\`*_[\]<>~#]|&(?=#?\w+;)/g

/**
 * A value (a title, a description) as inert Markdown text on one line: every line break and
 * run of white space becomes one space, and every character that could start a link, image,
 * emphasis, HTML or an entity is escaped, as is a list or heading marker at the
 * start. A title of "x\n# Evil" or "](http://evil)" stays text on its own line.
 */
export function inlineText(value: string): string {
  return value
    .replace(/\s+/g, ' ')
    .trim()
    .replace(INLINE_SYNTAX, (character) => `\\${character}`)
    .replace(/^([-+=])/, '\\$1')
    .replace(/^(\d+)([.)])/, '$1\\$2')
}

/**
 * A Markdown document as the site answers it for AI agents: the title as its heading, the
 * description as a quote, then the content. Title and description are escaped (inlineText).
 */
export function markdownDocument({
  title,
  description,
  body,
}: {
  title?: string | null
  description?: string | null
  body: string
}): string {
  const content = body.trim()
  const heading = title?.trim() ? `# ${inlineText(title)}` : ''
  const summary = description?.trim() ? `> ${inlineText(description)}` : ''
  const parts = [content.startsWith(`${heading}\n`) || content === heading ? '' : heading]
  return `${[...parts, summary, content].filter(Boolean).join('\n\n')}\n`
}
