import { AGENTS_PAGE, operations, type CopyPart } from '@/app/(site)/agents/copy'
import { TOOL_INFO } from '@/features/mcp/toolInfo'
import { inlineText } from '@/lib/seo/markdown'
import { blocks, heading, paragraph } from '@/lib/seo/markdownBlocks'
import { absoluteUrl } from '@/lib/site'

/** /agents in Markdown, from the page's copy and the sources it lists. */

/** A code span (the copy's values hold no backtick; one would be dropped). */
const code = (value: string) => `\`${value.replace(/`/g, '')}\``

/** Text inside a line: escaped, with the spaces that join it to its neighbours kept. */
const text = (value: string) =>
  `${/^\s/.test(value) ? ' ' : ''}${inlineText(value)}${/\s$/.test(value) ? ' ' : ''}`

function line(parts: CopyPart[]): string {
  return parts
    .map((part) => {
      if (typeof part === 'string') return text(part)
      if ('code' in part) return code(part.code)
      const url = absoluteUrl(part.address)
      return `[${inlineText(url)}](${url})`
    })
    .join('')
}

const entries = (items: { name: string; text: string }[]) =>
  items.map((item) => `- ${code(item.name)}: ${inlineText(item.text)}`).join('\n')

export async function agentsMarkdown(): Promise<string> {
  const { lead, mcp, api, markdown, usage } = AGENTS_PAGE
  return blocks([
    paragraph(lead),
    heading(2, mcp.title),
    line(mcp.text),
    entries(Object.entries(TOOL_INFO).map(([name, tool]) => ({ name, text: tool.description }))),
    heading(2, api.title),
    line(api.text),
    entries(
      operations().map((operation) => ({
        name: `${operation.method} ${operation.path}`,
        text: operation.summary ?? '',
      })),
    ),
    heading(2, markdown.title),
    line(markdown.text),
    heading(2, usage.title),
    line(usage.text),
  ])
}
