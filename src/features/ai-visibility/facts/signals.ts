import type * as cheerio from 'cheerio'

/**
 * What answer engines read beyond access: whether the text is in the server's HTML at all,
 * the signals that make a page citable (author, dates, questions), and the brand's one name.
 */

/** Words in the server HTML outside navigation and boilerplate; `appShell` when the page is a mount point for a bundle. */
export type RenderingFacts = { serverWords: number; needsJavaScript: boolean; appShell: boolean }

export type CitationFacts = {
  /** The named author of an article in JSON-LD (a person or an organisation with a name). */
  author: string | null
  datePublished: string | null
  dateModified: string | null
  /** `h2`/`h3` headings phrased as questions. */
  questionHeadings: string[]
  /** An FAQPage in JSON-LD or question/answer markup on the page. */
  faq: boolean
}

export type EntityName = { source: 'json-ld' | 'og:site_name' | 'title'; name: string }

export type EntityFacts = {
  /** The brand name: the Organization's, else the WebSite's, else og:site_name. */
  name: string | null
  consistent: boolean
  sameAs: string[]
  /** Every name found, so a disagreement can be shown. */
  names: EntityName[]
}

/** Below this many words of main content, a page that looks like an app shell needs JavaScript. */
export const APP_SHELL_WORDS = 150

const MOUNT_POINTS = ['#root', '#app', '#__next', '#___gatsby', '#__nuxt', '#svelte', '#main-app']
const MAX_HEADINGS = 10

const countWords = (text: string) =>
  text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length

/** The parts of a parsed node the word count reads (cheerio's nodes, seen structurally). */
type DomNode = { type: string; name?: string; data?: string; children?: DomNode[] }

/** Elements whose text is never shown as page text. */
const NOT_TEXT = new Set(['script', 'style', 'noscript', 'template', 'svg', 'iframe'])
/** Elements around the main content: their text is not main text. */
const BOILERPLATE = new Set(['nav', 'header', 'footer'])

/**
 * Words of a page's text, and of its main text (outside nav, header and footer), in one walk of
 * the DOM: no copy of the tree, no second pass. Text nodes are joined as `.text()` joins them,
 * so a word split by inline markup counts once. The walk keeps its own stack, so a deeply
 * nested page cannot overflow the call stack.
 */
export function countPageWords($: cheerio.CheerioAPI): { words: number; mainWords: number } {
  const body = $('body').first()
  const roots: DomNode[] = body.length > 0 ? body.toArray() : $.root().toArray()
  const all: string[] = []
  const main: string[] = []
  const stack: { node: DomNode; inMain: boolean }[] = roots
    .map((node) => ({ node, inMain: true }))
    .reverse()
  while (stack.length > 0) {
    const { node, inMain } = stack.pop()!
    if (node.type === 'text') {
      all.push(node.data ?? '')
      if (inMain) main.push(node.data ?? '')
      continue
    }
    if (node.type === 'comment' || node.type === 'directive') continue
    // htmlparser2 gives <script> and <style> types of their own.
    if (node.type === 'script' || node.type === 'style') continue
    const name = node.name?.toLowerCase()
    if (name && NOT_TEXT.has(name)) continue
    const children = node.children
    if (!children) continue
    const childInMain = inMain && !(name && BOILERPLATE.has(name))
    for (let index = children.length - 1; index >= 0; index--) {
      stack.push({ node: children[index]!, inMain: childInMain })
    }
  }
  return { words: countWords(all.join('')), mainWords: countWords(main.join('')) }
}

/** Rendering facts from the page as parsed, with the main text's words already counted. */
export function readRendering($: cheerio.CheerioAPI, mainWords: number): RenderingFacts {
  const hasBundle = $('script[src]').length > 0 || $('script[type="module"]').length > 0
  const emptyMount = MOUNT_POINTS.some((selector) => {
    const element = $(selector).first()
    return element.length > 0 && element.text().trim() === '' && element.find('*').length < 3
  })
  const noscriptAsks = $('noscript')
    .toArray()
    .some((element) => /javascript/i.test($(element).text()))
  const appShell = (emptyMount && hasBundle) || noscriptAsks
  return {
    serverWords: mainWords,
    appShell,
    needsJavaScript: appShell && mainWords < APP_SHELL_WORDS,
  }
}

type Node = Record<string, unknown>

/** Every object node of the JSON-LD values: arrays, `@graph` and nested nodes. */
function nodesOf(value: unknown, into: Node[] = [], depth = 0): Node[] {
  if (depth > 20 || value === null || typeof value !== 'object') return into
  if (Array.isArray(value)) {
    for (const item of value) nodesOf(item, into, depth + 1)
    return into
  }
  into.push(value as Node)
  for (const [key, child] of Object.entries(value as Node)) {
    if (key !== '@context') nodesOf(child, into, depth + 1)
  }
  return into
}

const typesOf = (node: Node): string[] =>
  (Array.isArray(node['@type']) ? node['@type'] : [node['@type']])
    .filter((type): type is string => typeof type === 'string')
    .map((type) => type.replace(/^https?:\/\/schema\.org\//i, ''))

const ARTICLE_TYPES =
  /^(Article|BlogPosting|NewsArticle|TechArticle|Report|ScholarlyArticle|WebPage|AboutPage|FAQPage)$/

const stringOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null

function authorName(value: unknown): string | null {
  if (Array.isArray(value)) {
    for (const item of value) {
      const name = authorName(item)
      if (name) return name
    }
    return null
  }
  if (typeof value === 'string') return stringOf(value)
  if (value && typeof value === 'object') return stringOf((value as Node).name)
  return null
}

/** JSON-LD `dateModified` of the page's main node, for comparing with Last-Modified. */
export function jsonLdDateModified(jsonLd: unknown[]): string | null {
  for (const node of nodesOf(jsonLd)) {
    const date = stringOf(node.dateModified)
    if (date) return date
  }
  return null
}

export function readCitation($: cheerio.CheerioAPI, jsonLd: unknown[]): CitationFacts {
  const nodes = nodesOf(jsonLd)
  const article =
    nodes.find(
      (node) => authorName(node.author) && typesOf(node).some((t) => ARTICLE_TYPES.test(t)),
    ) ??
    nodes.find((node) => authorName(node.author)) ??
    nodes.find((node) => stringOf(node.datePublished))
  const questionHeadings: string[] = []
  $('h2, h3').each((_, element) => {
    const heading = $(element).text().replace(/\s+/g, ' ').trim()
    if (heading.endsWith('?') && questionHeadings.length < MAX_HEADINGS)
      questionHeadings.push(heading)
  })
  const faq =
    nodes.some((node) => typesOf(node).some((type) => type === 'FAQPage' || type === 'QAPage')) ||
    $('[itemtype*="schema.org/FAQPage"], [itemtype*="schema.org/Question"]').length > 0
  return {
    author: article ? authorName(article.author) : null,
    datePublished: article ? stringOf(article.datePublished) : null,
    dateModified: article ? stringOf(article.dateModified) : null,
    questionHeadings,
    faq,
  }
}

/** Lowercase, without punctuation, legal suffixes or a leading "the". */
const comparable = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .replace(/\b(ltd|limited|inc|llc|plc|gmbh|corp)\b/g, ' ')
    .replace(/^\s*the\s+/, '')
    .replace(/\s+/g, ' ')
    .trim()

const TITLE_SEPARATOR = /\s+[|–—:·•-]\s+/

export function readEntity(
  $: cheerio.CheerioAPI,
  jsonLd: unknown[],
  title: string | null,
): EntityFacts {
  const nodes = nodesOf(jsonLd)
  const named = (type: string) =>
    nodes.find((node) => typesOf(node).includes(type) && stringOf(node.name))
  const organization =
    named('Organization') ??
    nodes.find(
      (node) =>
        typesOf(node).some((t) => /(Organization|Corporation|LocalBusiness|Brand)$/.test(t)) &&
        stringOf(node.name),
    )
  const site = named('WebSite')
  const jsonLdName = stringOf((organization ?? site)?.name)
  const siteName = stringOf($('meta[property="og:site_name"]').attr('content'))
  const sameAsValue = (organization ?? site)?.sameAs
  const sameAs = (Array.isArray(sameAsValue) ? sameAsValue : [sameAsValue])
    .map(stringOf)
    .filter((value): value is string => Boolean(value))

  const names: EntityName[] = []
  if (jsonLdName) names.push({ source: 'json-ld', name: jsonLdName })
  if (siteName) names.push({ source: 'og:site_name', name: siteName })
  if (title) names.push({ source: 'title', name: title })
  const name = jsonLdName ?? siteName
  let consistent = false
  if (name) {
    const brand = comparable(name)
    const agrees = (other: string) => comparable(other) === brand
    const segments = title ? title.split(TITLE_SEPARATOR) : []
    // A title may add a section ("Brand | Guides"); a title without a separator that is not the
    // brand is a tagline, not another name for it.
    const titleAgrees = !title || segments.length === 1 || segments.some(agrees)
    consistent = (!siteName || !jsonLdName || agrees(siteName)) && titleAgrees
  }
  return { name, consistent, sameAs, names }
}

/** Author and dates from the first page that names an author; questions from every page read. */
export function mergeCitations(citations: readonly CitationFacts[]): CitationFacts {
  const article =
    citations.find((citation) => citation.author) ??
    citations.find((citation) => citation.datePublished)
  const questionHeadings = [
    ...new Set(citations.flatMap((citation) => citation.questionHeadings)),
  ].slice(0, 10)
  return {
    author: article?.author ?? null,
    datePublished: article?.datePublished ?? null,
    dateModified: article?.dateModified ?? null,
    questionHeadings,
    faq: citations.some((citation) => citation.faq),
  }
}
