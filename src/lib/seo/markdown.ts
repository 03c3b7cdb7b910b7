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
 * The Markdown version of a rendered page for AI agents: its title, then the main content's
 * headings, text, lists, tables and links (made absolute against `url`), without navigation,
 * scripts or forms.
 */
export function pageToMarkdown(html: string, url: string): string {
  const $ = cheerio.load(html)
  const title = $('head title').first().text().trim()
  const description = $('meta[name="description"]').attr('content')?.trim()
  const main = $('main').length > 0 ? $('main').first() : $('body')
  main.find(NOT_CONTENT).remove()
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
  const body = String(toMarkdown.processSync(main.html() ?? '')).trim()
  const heading = title && !body.startsWith(`# ${title}`) ? `# ${title}\n\n` : ''
  const summary = description ? `> ${description}\n\n` : ''
  return `${heading}${summary}${body}\n`
}
