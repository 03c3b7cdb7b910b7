import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize'
import rehypeStringify from 'rehype-stringify'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'

/**
 * A link's Markdown title that says "open in a new tab": `[text](url "new tab")`. It is plain
 * CommonMark, so any Markdown reader shows the link; here it becomes target="_blank" instead of
 * a tooltip.
 */
export const NEW_TAB_TITLE = 'new tab'

/**
 * GitHub's sanitising schema: no <script>, <style>, <iframe> or event-handler attributes, and
 * only http(s), mailto and relative URLs in links and images, so `javascript:` is dropped. A link
 * may open in a new tab, and then only with rel="noopener noreferrer".
 */
const schema: SanitizeSchema = {
  ...defaultSchema,
  attributes: {
    ...defaultSchema.attributes,
    a: [
      ...(defaultSchema.attributes?.a ?? []),
      ['target', '_blank'],
      ['rel', 'noopener', 'noreferrer'],
    ],
  },
  protocols: {
    ...defaultSchema.protocols,
    href: ['http', 'https', 'mailto'],
    src: ['http', 'https'],
  },
}

/** The part of a HTML syntax tree node (hast) this step reads. */
type HtmlNode = {
  type: string
  tagName?: string
  properties?: Record<string, unknown>
  children?: HtmlNode[]
}

function markNewTabLinks(node: HtmlNode) {
  const properties = node.properties
  if (node.type === 'element' && node.tagName === 'a' && properties?.title === NEW_TAB_TITLE) {
    delete properties.title
    properties.target = '_blank'
    properties.rel = ['noopener', 'noreferrer']
  }
  for (const child of node.children ?? []) markNewTabLinks(child)
}

/** Links titled "new tab" open in one; the sanitiser after this step still has the last word. */
const rehypeNewTabLinks = () => (tree: HtmlNode) => markNewTabLinks(tree)

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype) // raw HTML in the Markdown is dropped, not passed through
  .use(rehypeNewTabLinks)
  .use(rehypeSanitize, schema)
  .use(rehypeStringify)

/**
 * Markdown → sanitised HTML. Runs when a post is saved (the result is stored as contentHtml)
 * and in the editor's preview, so the preview is exactly what the article shows.
 */
export function renderMarkdown(markdown: string): string {
  return String(processor.processSync(markdown ?? ''))
}
