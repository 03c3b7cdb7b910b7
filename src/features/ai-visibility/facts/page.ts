import * as cheerio from 'cheerio'

import { CRAWLERS } from '../crawlers'
import {
  type CitationFacts,
  type EntityFacts,
  jsonLdDateModified,
  readCitation,
  readEntity,
  countPageWords,
  readRendering,
  type RenderingFacts,
} from './signals'
import { type StructuredDataFinding, validateStructuredData } from './structuredData'

export type PageDirectives = {
  noindex: boolean
  nosnippet: boolean
  noai: boolean
  /** Where each directive came from, e.g. `meta robots: noindex, nofollow`. */
  sources: string[]
}

export type SocialCards = {
  openGraph: Record<string, string>
  twitter: Record<string, string>
  missing: string[]
}

export type PageFacts = {
  title: string | null
  canonical: string | null
  lang: string | null
  metaDescription: string | null
  htmlMetaData: Record<string, string>
  structuredDataTypes: string[]
  jsonLdBlocks: number
  jsonLdErrors: string[]
  /** JSON-LD items that lack properties Google requires or recommends. */
  structuredDataFindings: StructuredDataFinding[]
  directives: PageDirectives
  social: SocialCards
  wordCount: number
  /** The href of each link in the main navigation, as written, in document order. */
  navLinks: string[]
  rendering: RenderingFacts
  citation: CitationFacts
  entity: EntityFacts
  /** The href of `<link rel="alternate" type="text/markdown">`, as written. */
  markdownAlternate: string | null
  /** The JSON-LD `dateModified`, as written. */
  dateModified: string | null
  /** Forms that declare WebMCP tools in the server HTML. */
  webmcpForms: WebMcpForm[]
  /** `<link rel="license">` targets, as written. */
  licenseLinks: string[]
  /** `<meta name="tdm-reservation">` (TDMRep), as written. */
  tdmReservation: string | null
}

/** A form declaring a WebMCP tool: its name, whether it is described, and its described inputs. */
export type WebMcpForm = {
  toolname: string
  described: boolean
  params: number
  paramsDescribed: number
}

/** The WebMCP tools a further page's forms declare. */
export type PageForms = { url: string; forms: WebMcpForm[] }

/** Forms with a `toolname` (WebMCP's declarative API), and how much of them is described. */
function readWebMcp($: cheerio.CheerioAPI): WebMcpForm[] {
  return $('form[toolname]')
    .toArray()
    .slice(0, 20)
    .map((form) => {
      const inputs = $(form)
        .find('input[name], select[name], textarea[name]')
        .not('[type="hidden"], [type="submit"]')
      return {
        toolname: ($(form).attr('toolname') ?? '').trim(),
        described: Boolean(($(form).attr('tooldescription') ?? '').trim()),
        params: inputs.length,
        paramsDescribed: inputs.filter((_, input) =>
          Boolean(($(input).attr('toolparamdescription') ?? '').trim()),
        ).length,
      }
    })
}

const MAX_META_ENTRIES = 100
const MAX_META_VALUE = 500

/** Every `@type` found in a JSON-LD value: arrays, `@graph`, nested nodes and `@type` arrays. */
export function collectTypes(value: unknown, into: string[] = [], depth = 0): string[] {
  if (depth > 20 || value === null || typeof value !== 'object') return into
  if (Array.isArray(value)) {
    for (const item of value) collectTypes(item, into, depth + 1)
    return into
  }
  const node = value as Record<string, unknown>
  const type = node['@type']
  for (const name of Array.isArray(type) ? type : [type]) {
    if (typeof name !== 'string' || !name.trim()) continue
    const short = name.trim().replace(/^https?:\/\/schema\.org\//i, '')
    if (!into.includes(short)) into.push(short)
  }
  for (const [key, child] of Object.entries(node)) {
    if (key !== '@type' && key !== '@context') collectTypes(child, into, depth + 1)
  }
  return into
}

/** JSON.parse, then a second try after the common hand-written slips (comments, CDATA, trailing commas). */
function parseJsonLd(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch (first) {
    const repaired = text
      .replace(/^\s*(<!--|<!\[CDATA\[)/, '')
      .replace(/(-->|\]\]>)\s*$/, '')
      .replace(/,\s*([}\]])/g, '$1')
    try {
      return JSON.parse(repaired)
    } catch {
      throw first
    }
  }
}

function parseDirectiveList(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean)
}

function readDirectives($: cheerio.CheerioAPI, headers: Record<string, string>): PageDirectives {
  const found = new Set<string>()
  const sources: string[] = []
  const tokens = new Set(['robots', ...CRAWLERS.map((crawler) => crawler.token.toLowerCase())])
  $('meta[name]').each((_, element) => {
    const name = ($(element).attr('name') ?? '').trim().toLowerCase()
    if (!tokens.has(name)) return
    const content = $(element).attr('content') ?? ''
    const list = parseDirectiveList(content)
    if (list.length === 0) return
    list.forEach((item) => found.add(item))
    sources.push(`meta ${name}: ${content.trim()}`)
  })
  const header = headers['x-robots-tag']
  if (header) {
    for (const entry of header.split(/\n/)) {
      // `X-Robots-Tag: googlebot: noindex` names a crawler; the bare form applies to all.
      const match = /^\s*([a-z0-9_-]+)\s*:\s*(.*)$/i.exec(entry)
      const list = parseDirectiveList(
        match && !/^(noindex|none|nosnippet|max-|unavailable_after)/i.test(match[1]!)
          ? match[2]!
          : entry,
      )
      list.forEach((item) => found.add(item))
      if (list.length > 0) sources.push(`X-Robots-Tag: ${entry.trim()}`)
    }
  }
  return {
    noindex: found.has('noindex') || found.has('none'),
    nosnippet: found.has('nosnippet'),
    noai: found.has('noai') || found.has('noimageai'),
    sources,
  }
}

const OPEN_GRAPH_REQUIRED = ['og:title', 'og:description', 'og:image', 'og:type', 'og:url']

function readSocial(meta: Record<string, string>): SocialCards {
  const openGraph: Record<string, string> = {}
  const twitter: Record<string, string> = {}
  for (const [key, value] of Object.entries(meta)) {
    const lower = key.toLowerCase()
    if (lower.startsWith('og:')) openGraph[lower] = value
    if (lower.startsWith('twitter:')) twitter[lower] = value
  }
  const missing = OPEN_GRAPH_REQUIRED.filter((key) => !openGraph[key])
  if (!twitter['twitter:card']) missing.push('twitter:card')
  return { openGraph, twitter, missing }
}

/** The JSON-LD blocks (parsed, or why not) and every schema.org type of JSON-LD and microdata. */
function readStructuredData($: cheerio.CheerioAPI) {
  const structuredDataTypes: string[] = []
  const jsonLdErrors: string[] = []
  const jsonLd: unknown[] = []
  const blocks = $('script').filter((_, element) =>
    /^application\/ld\+json\b/i.test(($(element).attr('type') ?? '').trim()),
  )
  blocks.each((index, element) => {
    const text = $(element).text()
    try {
      const value = parseJsonLd(text)
      jsonLd.push(value)
      collectTypes(value, structuredDataTypes)
    } catch (error) {
      jsonLdErrors.push(`JSON-LD block ${index + 1} is not valid JSON: ${(error as Error).message}`)
    }
  })
  // Microdata counts too: crawlers read both.
  $('[itemscope][itemtype]').each((_, element) => {
    for (const itemType of ($(element).attr('itemtype') ?? '').split(/\s+/)) {
      const short = itemType.replace(/^https?:\/\/schema\.org\//i, '').replace(/\/$/, '')
      if (short && !structuredDataTypes.includes(short)) structuredDataTypes.push(short)
    }
  })
  return { structuredDataTypes, jsonLdErrors, jsonLd, blocks: blocks.length }
}

/** Everything the checker reads from the home page's server-rendered HTML. */
export function extractPage(html: string, headers: Record<string, string> = {}): PageFacts {
  // htmlparser2 (the `xml` option in HTML mode) parses about twice as fast as parse5, which
  // matters for a 2 MiB page of tiny elements.
  const $ = cheerio.load(html, { xml: { xmlMode: false, decodeEntities: true } })

  const htmlMetaData: Record<string, string> = {}
  $('meta').each((_, element) => {
    const key = ($(element).attr('name') ?? $(element).attr('property') ?? '').trim()
    const content = $(element).attr('content')
    if (!key || content === undefined || key in htmlMetaData) return
    if (Object.keys(htmlMetaData).length >= MAX_META_ENTRIES) return
    htmlMetaData[key] = content.trim().slice(0, MAX_META_VALUE)
  })
  const metaDescription =
    Object.entries(htmlMetaData).find(
      ([key, value]) => key.toLowerCase() === 'description' && value,
    )?.[1] ?? null

  const { structuredDataTypes, jsonLdErrors, jsonLd, blocks } = readStructuredData($)

  const directives = readDirectives($, headers)
  const title = $('head title').first().text().trim() || $('title').first().text().trim() || null
  const canonical =
    $('link[rel]')
      .filter((_, element) =>
        ($(element).attr('rel') ?? '').toLowerCase().split(/\s+/).includes('canonical'),
      )
      .first()
      .attr('href')
      ?.trim() || null
  const lang = $('html').attr('lang')?.trim() || null
  const navLinks = readNavLinks($)
  const markdownAlternate =
    $('link[rel][type][href]')
      .filter(
        (_, element) =>
          ($(element).attr('rel') ?? '').toLowerCase().split(/\s+/).includes('alternate') &&
          /^text\/markdown\b/i.test(($(element).attr('type') ?? '').trim()),
      )
      .first()
      .attr('href')
      ?.trim() || null
  const { words: wordCount, mainWords } = countPageWords($)
  const rendering = readRendering($, mainWords)
  const citation = readCitation($, jsonLd)
  const entity = readEntity($, jsonLd, title)

  return {
    title,
    canonical,
    lang,
    metaDescription,
    htmlMetaData,
    structuredDataTypes,
    jsonLdBlocks: blocks,
    jsonLdErrors,
    structuredDataFindings: validateStructuredData(jsonLd),
    directives,
    social: readSocial(htmlMetaData),
    wordCount,
    navLinks,
    rendering,
    citation,
    entity,
    markdownAlternate,
    dateModified: jsonLdDateModified(jsonLd),
    webmcpForms: readWebMcp($),
    licenseLinks: $('link[rel~="license"][href]')
      .toArray()
      .slice(0, 5)
      .map((link) => ($(link).attr('href') ?? '').trim()),
    tdmReservation: $('meta[name="tdm-reservation"]').attr('content')?.trim() ?? null,
  }
}

const MAX_NAV_LINKS = 50

/** Links of the main navigation: <nav> (the header's first), else the header's links. */
function readNavLinks($: cheerio.CheerioAPI): string[] {
  let links = $('header nav a[href], [role="navigation"] a[href]')
  if (links.length === 0) links = $('nav a[href]')
  if (links.length === 0) links = $('header a[href]')
  const hrefs: string[] = []
  links.each((_, element) => {
    const href = ($(element).attr('href') ?? '').trim()
    if (href && !href.startsWith('#') && !hrefs.includes(href) && hrefs.length < MAX_NAV_LINKS) {
      hrefs.push(href)
    }
  })
  return hrefs
}
