import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import { unified } from 'unified'

const parser = unified().use(remarkParse).use(remarkGfm)

/** The part of a Markdown syntax tree node (mdast) this module reads. */
type Node = {
  type: string
  url?: string
  position?: { start: { offset?: number }; end: { offset?: number } }
  children?: Node[]
}

/** Where a destination starts in the source of a link, image or definition, and its text. */
function destination(source: string, node: Node): { start: number; end: number } | null {
  const from = node.position?.start.offset
  const to = node.position?.end.offset
  if (from === undefined || to === undefined) return null
  const raw = source.slice(from, to)
  // `[text](dest "title")` and `![alt](dest)`: the destination follows the last `](` that
  // closes the text; a definition `[id]: dest` has it after `]:`.
  const opener = node.type === 'definition' ? raw.indexOf(']:') : raw.lastIndexOf('](')
  if (opener < 0) return null
  let start = opener + 2
  while (start < raw.length && /\s/.test(raw[start]!)) start += 1
  if (raw[start] === '<') {
    const close = raw.indexOf('>', start)
    return close < 0 ? null : { start: from + start, end: from + close + 1 }
  }
  let end = start
  let depth = 0
  while (end < raw.length && !/\s/.test(raw[end]!)) {
    if (raw[end] === '\\') end += 1
    else if (raw[end] === '(') depth += 1
    else if (raw[end] === ')' && (depth -= 1) < 0) break
    end += 1
  }
  return end > start ? { start: from + start, end: from + end } : null
}

/** Whether the text of a destination is the URL the parser read from it (which it normalises). */
function sameDestination(written: string, url: string): boolean {
  if (written === url) return true
  try {
    return encodeURI(written) === url || decodeURI(url) === written
  } catch {
    return false
  }
}

function collect(node: Node, found: Node[]): Node[] {
  if (node.type === 'link' || node.type === 'image' || node.type === 'definition') found.push(node)
  for (const child of node.children ?? []) collect(child, found)
  return found
}

/**
 * Stored Markdown with every relative link, image and reference definition made absolute
 * against `base` (the site's configured address). Only the destinations change: the rest of
 * the source stays byte for byte as the author wrote it. A destination the parser reads
 * differently from the text (an escape inside it) is left alone.
 */
export function absoluteMarkdownLinks(source: string, base: string): string {
  const edits: { start: number; end: number; text: string }[] = []
  for (const node of collect(parser.parse(source) as Node, [])) {
    if (!node.url) continue
    let absolute: string
    try {
      absolute = new URL(node.url, base).toString()
    } catch {
      continue
    }
    if (absolute === node.url) continue
    const span = destination(source, node)
    if (!span) continue
    const written = source.slice(span.start, span.end).replace(/^<|>$/g, '')
    if (!sameDestination(written, node.url)) continue
    edits.push({ ...span, text: /[\s()<>]/.test(absolute) ? `<${absolute}>` : absolute })
  }
  let result = source
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end)
  }
  return result
}
