import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize'
import rehypeStringify from 'rehype-stringify'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'

/**
 * GitHub's sanitising schema: no <script>, <style>, <iframe> or event-handler attributes, and
 * only http(s), mailto and relative URLs in links and images, so `javascript:` is dropped.
 */
const schema: SanitizeSchema = {
  ...defaultSchema,
  protocols: {
    ...defaultSchema.protocols,
    href: ['http', 'https', 'mailto'],
    src: ['http', 'https'],
  },
}

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype) // raw HTML in the Markdown is dropped, not passed through
  .use(rehypeSanitize, schema)
  .use(rehypeStringify)

/**
 * Markdown → sanitised HTML. Runs when a post is saved (the result is stored as contentHtml)
 * and in the editor's preview, so the preview is exactly what the article shows.
 */
export function renderMarkdown(markdown: string): string {
  return String(processor.processSync(markdown ?? ''))
}
