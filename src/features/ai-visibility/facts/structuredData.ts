import {
  REFERENCE_KEYS,
  STRUCTURED_DATA_RULES,
  type StructuredDataRule,
} from './structuredDataRules'

/** One typed JSON-LD item that lacks properties: its type and the missing properties' paths. */
export type StructuredDataIssue = { type: string; missing: string[] }

/** An issue with which of its missing properties are required (the rest are recommended). */
export type StructuredDataFinding = StructuredDataIssue & { required: string[] }

type Node = Record<string, unknown>

const MAX_DEPTH = 20
const MAX_FINDINGS = 50

const isNode = (value: unknown): value is Node =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

const shortType = (name: string) => name.trim().replace(/^https?:\/\/schema\.org\//i, '')

function typesOf(node: Node): string[] {
  const type = node['@type']
  return (Array.isArray(type) ? type : [type])
    .filter((name): name is string => typeof name === 'string' && name.trim() !== '')
    .map(shortType)
}

/** Every node with an `@id`, so that `{"@id": …}` references can be read through. */
function indexById(value: unknown, index: Map<string, Node>, depth = 0): Map<string, Node> {
  if (depth > MAX_DEPTH) return index
  if (Array.isArray(value)) {
    for (const item of value) indexById(item, index, depth + 1)
  } else if (isNode(value)) {
    const id = value['@id']
    // A bare reference ({"@id": …} alone) must not shadow the node it points at.
    if (typeof id === 'string' && Object.keys(value).length > 1 && !index.has(id)) {
      index.set(id, value)
    }
    for (const [key, child] of Object.entries(value)) {
      if (key !== '@context') indexById(child, index, depth + 1)
    }
  }
  return index
}

const empty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0)

function has(node: Node, path: string[], ids: Map<string, Node>): boolean {
  const [key, ...rest] = path
  const value = node[key!]
  if (empty(value)) return false
  if (rest.length === 0) return true
  const items = Array.isArray(value) ? value : [value]
  return items.every((item, index) => {
    const resolved =
      isNode(item) && typeof item['@id'] === 'string' ? (ids.get(item['@id']) ?? item) : item
    // A plain string stands for the nested thing ("author": "Jane Doe").
    if (!isNode(resolved)) return typeof resolved === 'string' && resolved.trim() !== ''
    // The last breadcrumb may leave out its item: it is the page itself.
    if (key === 'itemListElement' && rest[0] === 'item' && index === items.length - 1) {
      return true
    }
    return has(resolved, rest, ids)
  })
}

function satisfied(node: Node, property: string, ids: Map<string, Node>): boolean {
  return property.split('|').some((alternative) => has(node, alternative.split('.'), ids))
}

function validate(node: Node, type: string, rule: StructuredDataRule, ids: Map<string, Node>) {
  const missing = (list: readonly string[]) =>
    list.filter((property) => !satisfied(node, property, ids)).map((p) => p.split('|')[0]!)
  const required = missing(rule.required)
  // A missing parent makes its own sub-properties redundant: 'author' says enough.
  const prune = (list: string[]) =>
    list.filter((path) => !list.some((other) => other !== path && path.startsWith(`${other}.`)))
  const requiredMissing = prune(required)
  const recommendedMissing = prune(missing(rule.recommended)).filter(
    (path) => !requiredMissing.some((other) => path.startsWith(`${other}.`)),
  )
  if (requiredMissing.length === 0 && recommendedMissing.length === 0) return null
  return { type, missing: [...requiredMissing, ...recommendedMissing], required: requiredMissing }
}

function ruleFor(types: string[]): { type: string; rule: StructuredDataRule } | null {
  for (const type of types) {
    const rule = STRUCTURED_DATA_RULES.find((entry) => entry.types.includes(type))
    if (rule) return { type, rule }
  }
  return null
}

/**
 * Checks each typed item of a page's JSON-LD (one block's value, or a list of them) against its rule: top-level items, `@graph`
 * members, list items and nested items (a Product's Offer, a WebPage's mainEntity), but not
 * references to another party (an article's author, a service's provider). Identical findings
 * (three services without a description) are reported once.
 */
export function validateStructuredData(blocks: unknown): StructuredDataFinding[] {
  const ids = indexById(blocks, new Map())
  const findings: StructuredDataFinding[] = []
  const seen = new Set<string>()
  const walk = (value: unknown, depth: number) => {
    if (depth > MAX_DEPTH || findings.length >= MAX_FINDINGS) return
    if (Array.isArray(value)) {
      for (const item of value) walk(item, depth + 1)
      return
    }
    if (!isNode(value)) return
    const match = ruleFor(typesOf(value))
    if (match) {
      const finding = validate(value, match.type, match.rule, ids)
      const key = finding && JSON.stringify([finding.type, finding.missing])
      if (finding && key && !seen.has(key)) {
        seen.add(key)
        findings.push(finding)
      }
    }
    for (const [key, child] of Object.entries(value)) {
      if (key === '@context' || REFERENCE_KEYS.has(key)) continue
      walk(child, depth + 1)
    }
  }
  walk(blocks, 0)
  return findings
}

/** The answer's shape of the findings: type and missing properties only. */
export const toIssues = (findings: readonly StructuredDataFinding[]): StructuredDataIssue[] =>
  findings.map(({ type, missing }) => ({ type, missing }))

/** 'BlogPosting lacks image, author' sentences, required and recommended apart. */
export function describeFindings(findings: readonly StructuredDataFinding[]): {
  required: string
  recommended: string
} {
  const sentence = (pick: (finding: StructuredDataFinding) => string[]) =>
    findings
      .map((finding) => ({ type: finding.type, list: pick(finding) }))
      .filter((entry) => entry.list.length > 0)
      .map((entry) => `${entry.type} lacks ${entry.list.join(', ')}`)
      .filter((part, index, parts) => parts.indexOf(part) === index)
      .join('; ')
  return {
    required: sentence((finding) => finding.required),
    recommended: sentence((finding) =>
      finding.missing.filter((path) => !finding.required.includes(path)),
    ),
  }
}
