/** The shape of an llms.txt file (llmstxt.org): an H1, a `>` summary, then H2 sections of links. */
export type LlmsTxtFacts = {
  title: string | null
  summary: string | null
  sections: { title: string; links: number }[]
  linkCount: number
  /** The address of each section link, as written, in order. */
  links: string[]
  problems: string[]
}

const LINK_ITEM = /^\s*[-*+]\s*\[[^\]]+\]\(([^)\s]+)\)/

export function parseLlmsTxt(text: string): LlmsTxtFacts {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)
  let title: string | null = null
  let summary: string | null = null
  const sections: { title: string; links: number }[] = []
  const links: string[] = []
  let seenContent = false
  for (const line of lines) {
    const trimmed = line.trim()
    if (!trimmed) continue
    const h1 = /^#\s+(.+)$/.exec(trimmed)
    const h2 = /^##\s+(.+)$/.exec(trimmed)
    if (h1 && !seenContent) {
      title = h1[1]!.trim()
    } else if (h2) {
      sections.push({ title: h2[1]!.trim(), links: 0 })
    } else if (trimmed.startsWith('>') && summary === null && sections.length === 0) {
      summary = trimmed.replace(/^>\s*/, '').trim() || null
    } else if (sections.length > 0) {
      const link = LINK_ITEM.exec(line)
      if (link) {
        sections[sections.length - 1]!.links += 1
        links.push(link[1]!)
      }
    }
    seenContent = true
  }
  const linkCount = sections.reduce((sum, section) => sum + section.links, 0)
  const problems: string[] = []
  if (!title) problems.push('it does not start with an H1 title (# Name)')
  if (!summary) problems.push('it has no > summary line')
  if (linkCount === 0) problems.push('it has no ## sections with - [name](url) links')
  return { title, summary, sections, linkCount, links, problems }
}

/** A 2xx answer that is really an HTML page (a catch-all route) is not an llms.txt. */
export function looksLikeHtmlDocument(contentType: string, body: string): boolean {
  return /text\/html/i.test(contentType) || /^\s*<(!doctype|html)[\s>]/i.test(body.slice(0, 512))
}
