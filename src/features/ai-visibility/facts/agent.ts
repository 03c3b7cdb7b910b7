import { parseDictionary, Token } from 'structured-headers'

/**
 * Readers of what a site publishes for AI agents: an MCP server card (SEP-2127), an API catalog
 * (RFC 9727, a linkset of RFC 9264), Link headers (RFC 8288), Content-Usage preferences (IETF
 * aipref, as Structured Fields), an A2A agent card and OAuth protected-resource metadata
 * (RFC 9728). Each reads a parsed JSON value or a header and never fetches.
 */
type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const str = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null)

/** A JSON text, or null when it is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/** The server-card schema servers publish today (its `vN` segment versions it). */
export const SERVER_CARD_SCHEMA =
  'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json'

/** Any version of the server-card schema: a card is not faulted for a newer or older one. */
export const isServerCardSchema = (schema: string | null): boolean =>
  schema !== null &&
  /^https:\/\/static\.modelcontextprotocol\.io\/schemas\/v\d+\/server-card\.schema\.json$/.test(
    schema,
  )

export type ServerCard = {
  name: string | null
  version: string | null
  description: string | null
  schema: string | null
  /** The Streamable HTTP remotes' absolute URLs. */
  endpoints: string[]
  /** What the card lacks of what SEP-2127 requires. */
  problems: string[]
}

export function readServerCard(value: unknown, base: string): ServerCard | null {
  if (!isObject(value)) return null
  const remotes = Array.isArray(value.remotes) ? value.remotes.filter(isObject) : []
  const endpoints = remotes
    .filter((remote) => remote.type === 'streamable-http' && str(remote.url))
    .flatMap((remote) => {
      try {
        return [new URL(str(remote.url)!, base).toString()]
      } catch {
        return []
      }
    })
  const card = {
    name: str(value.name),
    version: str(value.version),
    description: str(value.description),
    schema: str(value.$schema),
    endpoints,
  }
  const problems = [
    !card.name && 'no name',
    card.name &&
      !/^[a-zA-Z0-9.-]+\/[a-zA-Z0-9._-]+$/.test(card.name) &&
      `the name "${card.name}" is not namespace/name`,
    !card.version && 'no version',
    !card.description && 'no description',
    card.description && card.description.length > 100 && 'a description over 100 characters',
    endpoints.length === 0 && 'no streamable-http remote',
  ].filter((problem): problem is string => typeof problem === 'string')
  return { ...card, problems }
}

/** RFC 9727's catalog: each linkset entry's anchor and its service-desc targets. */
export function readLinkset(
  value: unknown,
  base: string,
): { anchor: string; serviceDesc: string[] }[] | null {
  if (!isObject(value) || !Array.isArray(value.linkset)) return null
  return value.linkset.filter(isObject).map((entry) => {
    const targets = Array.isArray(entry['service-desc'])
      ? entry['service-desc'].filter(isObject)
      : []
    const serviceDesc = targets.flatMap((target) => {
      try {
        return str(target.href) ? [new URL(str(target.href)!, base).toString()] : []
      } catch {
        return []
      }
    })
    return { anchor: str(entry.anchor) ?? '', serviceDesc }
  })
}

/** An OpenAPI (or Swagger) description, in JSON or YAML. */
export function isOpenApi(text: string): boolean {
  const json = parseJson(text)
  if (isObject(json)) {
    const version = str(json.openapi) ?? str(json.swagger)
    return Boolean(
      version && /^[23]\./.test(version) && (isObject(json.paths) || isObject(json.info)),
    )
  }
  return /^(openapi|swagger):\s*["']?[23]\./m.test(text.slice(0, 4096))
}

export type LinkValue = { href: string; rel: string[]; type: string | null }

/** RFC 8288 Link values: `<href>; rel="a b"; type="…"`, each comma-separated or per header line. */
export function parseLinkHeader(value: string | undefined, base: string): LinkValue[] {
  if (!value) return []
  const links: LinkValue[] = []
  for (const match of value.matchAll(/<([^>]*)>((?:\s*;\s*[^;,]+(?:="[^"]*"|=[^;,]*)?)*)/g)) {
    const params = new Map<string, string>()
    for (const param of match[2]!.matchAll(
      /;\s*([a-zA-Z*-]+)\s*(?:=\s*(?:"([^"]*)"|([^;,\s]*)))?/g,
    )) {
      params.set(param[1]!.toLowerCase(), param[2] ?? param[3] ?? '')
    }
    try {
      links.push({
        href: new URL(match[1]!, base).toString(),
        rel: (params.get('rel') ?? '').toLowerCase().split(/\s+/).filter(Boolean),
        type: params.get('type')?.toLowerCase() ?? null,
      })
    } catch {
      // An unreadable target names nothing.
    }
  }
  return links
}

/** The categories of the aipref vocabulary (draft-ietf-aipref-vocab-08). */
export const AIPREF_CATEGORIES = ['bots', 'train-ai', 'train-genai', 'ai-use', 'search'] as const

export type UsagePreferences = {
  /** Category → 'y' or 'n', for the categories of the vocabulary. */
  known: Record<string, 'y' | 'n'>
  /** Keys outside the vocabulary, or values other than y and n. */
  unknown: string[]
}

/** A Content-Usage value read as a Structured Fields dictionary; null when it is not one. */
export function parseContentUsage(value: string): UsagePreferences | null {
  let dictionary: ReturnType<typeof parseDictionary>
  try {
    dictionary = parseDictionary(value)
  } catch {
    return null
  }
  const known: Record<string, 'y' | 'n'> = {}
  const unknown: string[] = []
  for (const [key, [item]] of dictionary) {
    const token = item instanceof Token ? item.toString() : null
    if (
      (AIPREF_CATEGORIES as readonly string[]).includes(key) &&
      (token === 'y' || token === 'n')
    ) {
      known[key] = token
    } else {
      unknown.push(token ? `${key}=${token}` : key)
    }
  }
  return { known, unknown }
}

/** Cloudflare's Content-Signal names and the aipref categories they match. */
export const SIGNAL_TO_AIPREF: Record<string, string> = {
  search: 'search',
  'ai-train': 'train-ai',
  'ai-input': 'ai-use',
}

/** A Content-Signal line's `name=yes|no` pairs. */
export function parseContentSignal(value: string): Record<string, boolean> {
  const signals: Record<string, boolean> = {}
  for (const part of value.split(',')) {
    const [name, setting] = part.split('=').map((piece) => piece?.trim().toLowerCase())
    if (name && (setting === 'yes' || setting === 'no')) signals[name] = setting === 'yes'
  }
  return signals
}

/** An A2A agent card: at least a name and where to reach the agent. */
export function readAgentCard(value: unknown): { name: string | null; problems: string[] } | null {
  if (!isObject(value)) return null
  const name = str(value.name)
  const reachable = Boolean(str(value.url)) || Array.isArray(value.supportedInterfaces)
  const problems = [!name && 'no name', !reachable && 'no url or supportedInterfaces'].filter(
    (problem): problem is string => typeof problem === 'string',
  )
  return { name, problems }
}

/** RFC 9728 metadata: the resource and the authorization servers that issue its tokens. */
export function readProtectedResource(value: unknown): string[] | null {
  if (!isObject(value)) return null
  return [
    !str(value.resource) && 'no resource',
    !(Array.isArray(value.authorization_servers) && value.authorization_servers.length > 0) &&
      'no authorization_servers',
  ].filter((problem): problem is string => typeof problem === 'string')
}
