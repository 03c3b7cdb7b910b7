import * as cheerio from 'cheerio'
import rehypeParse from 'rehype-parse'
import rehypeRemark from 'rehype-remark'
import remarkGfm from 'remark-gfm'
import remarkStringify from 'remark-stringify'
import { unified } from 'unified'

/** Parts of a page that are not its content: chrome, scripts, controls. */
const NOT_CONTENT =
  'script, style, noscript, template, svg, iframe, nav, header, footer, form, button, dialog, [aria-hidden="true"], [hidden]'

const toMarkdown = unified()
  .use(rehypeParse, { fragment: true })
  .use(rehypeRemark)
  .use(remarkGfm)
  .use(remarkStringify, { bullet: '-', fences: true, rule: '-' })

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

/**
 * The Markdown version of a rendered page for AI agents: its title, then the main content's
 * headings, text, lists, tables and links (made absolute against `url`), without navigation,
 * scripts or forms.
 */
export function pageToMarkdown(html: string, url: string): string {
  const $ = cheerio.load(html)
  const title = $('head title').first().text()
  const description = $('meta[name="description"]').attr('content')
  const main = $('main').length > 0 ? $('main').first() : $('body')
  main.find(NOT_CONTENT).remove()
  // React's markers between text runs and around suspense boundaries (`<!-- -->`, `<!--$-->`).
  main
    .find('*')
    .addBack()
    .contents()
    .filter((_, node) => node.type === 'comment')
    .remove()
  main.find('a[href]').each((_, element) => {
    try {
      $(element).attr('href', new URL($(element).attr('href')!, url).toString())
    } catch {
      $(element).removeAttr('href')
    }
  })
  main.find('img').each((_, element) => {
    const alt = $(element).attr('alt')?.trim()
    if (alt) $(element).replaceWith($('<span>').text(alt))
    else $(element).remove()
  })
  const body = String(toMarkdown.processSync(main.html() ?? ''))
  return markdownDocument({ title, description, body })
}
