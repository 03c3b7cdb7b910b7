import {
  isOpenApi,
  parseJson,
  readAgentCard,
  readLinkset,
  readProtectedResource,
  readServerCard,
  type ServerCard,
} from '../facts/agent'
import { type FetchContext, type Fetched, fetchCapped, sameSite } from './fetcher'
import type { SiteGet } from './siteFetcher'

/** Discovery documents are small: more than this is not one. */
const DOC_MAX_BYTES = 64 * 1024
/** The MCP `initialize` answer is read this far, within this long, whatever the check's budget. */
const MCP_MAX_BYTES = 64 * 1024
const MCP_TIMEOUT_MS = 5_000
/** The protocol revision the checker's `initialize` asks for (a server may answer another). */
const MCP_PROTOCOL_VERSION = '2025-06-18'
const JSON_ACCEPT = 'application/json, */*;q=0.5'

export type DocRead = { url: string; found: boolean; problem: string | null; body: string }

export type McpAnswer = {
  url: string
  ok: boolean
  status: number | null
  /** What came back, in plain words: the server's name and version, or what went wrong. */
  detail: string
  authRequired: boolean
  resourceMetadata: string | null
}

export type AgentFacts = {
  card: DocRead & { card: ServerCard | null }
  mcp: McpAnswer | null
  catalog: DocRead & {
    services: { anchor: string; serviceDesc: string[] }[]
    descriptions: { url: string; ok: boolean; detail: string }[]
  }
  agentCard: DocRead & { name: string | null; problems: string[] }
  protectedResource: (DocRead & { problems: string[] }) | null
  tdmrep: DocRead
}

const looksLikeHtml = (body: string) => /^\s*<(!doctype|html)[\s>]/i.test(body.slice(0, 512))

function docOf(fetched: Fetched, what: string): DocRead {
  if (fetched.kind === 'error') {
    return {
      url: fetched.url,
      found: false,
      problem: `${what} could not be fetched: ${fetched.message}`,
      body: '',
    }
  }
  const body = fetched.body.toString('utf8')
  const problem =
    fetched.status !== 200
      ? `${what} answered HTTP ${fetched.status}`
      : looksLikeHtml(body)
        ? `${what} is an HTML page`
        : null
  return { url: fetched.finalUrl, found: problem === null, problem, body: problem ? '' : body }
}

const readDoc = (get: SiteGet, path: string, accept = JSON_ACCEPT) =>
  get(path, { maxBytes: DOC_MAX_BYTES, accept, followRedirect: sameSite }).then((fetched) =>
    docOf(fetched, path),
  )

/** The JSON-RPC answer in a Streamable HTTP reply: a JSON body, or the data of an SSE event. */
function rpcAnswer(body: string, contentType: string): Record<string, unknown> | null {
  const texts = /event-stream/i.test(contentType)
    ? body
        .split(/\r?\n/)
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5))
    : [body]
  for (const text of texts) {
    const value = parseJson(text) as { id?: unknown; result?: unknown; error?: unknown } | null
    if (value && (value.result !== undefined || value.error !== undefined)) {
      return value as Record<string, unknown>
    }
  }
  return null
}

function mcpVerdict(url: string, fetched: Extract<Fetched, { kind: 'response' }>): McpAnswer {
  const base = { url, status: fetched.status, authRequired: false, resourceMetadata: null }
  if (fetched.status === 401) {
    const challenge = fetched.headers['www-authenticate'] ?? ''
    const metadata = /resource_metadata="([^"]+)"/i.exec(challenge)?.[1] ?? null
    return {
      ...base,
      ok: false,
      authRequired: true,
      resourceMetadata: metadata,
      detail: 'HTTP 401: it asks for authorization',
    }
  }
  const answer = rpcAnswer(fetched.body.toString('utf8'), fetched.headers['content-type'] ?? '')
  const result = answer?.result as
    { protocolVersion?: unknown; serverInfo?: { name?: unknown; version?: unknown } } | undefined
  if (
    fetched.status >= 200 &&
    fetched.status < 300 &&
    typeof result?.protocolVersion === 'string'
  ) {
    const name =
      typeof result.serverInfo?.name === 'string' ? result.serverInfo.name : 'an unnamed server'
    const version =
      typeof result.serverInfo?.version === 'string' ? ` ${result.serverInfo.version}` : ''
    return { ...base, ok: true, detail: `${name}${version}, protocol ${result.protocolVersion}` }
  }
  const error = (answer?.error as { message?: unknown } | undefined)?.message
  const what =
    typeof error === 'string' ? `a JSON-RPC error: ${error.slice(0, 200)}` : 'no initialize result'
  return { ...base, ok: false, detail: `HTTP ${fetched.status} with ${what}` }
}

/**
 * An MCP `initialize` request to a Streamable HTTP endpoint, through the guarded fetcher (the
 * address guard holds for the card's URL too), bounded in time and size, redirects not followed.
 */
export async function initializeMcp(context: FetchContext, url: string): Promise<McpAnswer> {
  const signal = AbortSignal.any([context.signal, AbortSignal.timeout(MCP_TIMEOUT_MS)])
  const body = JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: {
      protocolVersion: MCP_PROTOCOL_VERSION,
      capabilities: {},
      clientInfo: { name: 'AIVisibilityChecker', version: '1.0' },
    },
  })
  const fetched = await fetchCapped({ ...context, signal }, url, {
    method: 'POST',
    body,
    maxBytes: MCP_MAX_BYTES,
    accept: 'application/json, text/event-stream',
    headers: { 'content-type': 'application/json' },
    followRedirect: () => false,
  })
  if (fetched.kind === 'error') {
    return {
      url,
      ok: false,
      status: null,
      detail: fetched.message,
      authRequired: false,
      resourceMetadata: null,
    }
  }
  return mcpVerdict(url, fetched)
}

/** The server card of SEP-2127, else the older /.well-known/mcp.json. */
async function readCard(get: SiteGet): Promise<AgentFacts['card']> {
  const [card, older] = await Promise.all([
    readDoc(
      get,
      '/.well-known/mcp/server-card.json',
      'application/mcp-server-card+json, application/json;q=0.9',
    ),
    readDoc(get, '/.well-known/mcp.json'),
  ])
  const found = card.found ? card : older.found ? older : card
  return { ...found, card: found.found ? readServerCard(parseJson(found.body), found.url) : null }
}

/** The API catalog, and whether each of its service-desc links (up to three) is an OpenAPI document. */
async function readCatalog(context: FetchContext, get: SiteGet): Promise<AgentFacts['catalog']> {
  const doc = await readDoc(
    get,
    '/.well-known/api-catalog',
    'application/linkset+json, application/json;q=0.9',
  )
  const services = doc.found ? (readLinkset(parseJson(doc.body), doc.url) ?? []) : []
  const targets = [...new Set(services.flatMap((service) => service.serviceDesc))].slice(0, 3)
  const descriptions = await Promise.all(
    targets.map(async (url) => {
      const fetched = await fetchCapped(context, url, {
        maxBytes: 2 * 1024 * 1024,
        accept: 'application/vnd.oai.openapi+json, application/json, application/yaml;q=0.9',
      })
      if (fetched.kind === 'error') return { url, ok: false, detail: fetched.message }
      const ok = fetched.status === 200 && isOpenApi(fetched.body.toString('utf8'))
      return {
        url,
        ok,
        detail: ok ? 'an OpenAPI document' : `HTTP ${fetched.status}, not an OpenAPI document`,
      }
    }),
  )
  return { ...doc, services, descriptions }
}

/** A2A's agent card, at its current address or the older one. */
async function readA2a(get: SiteGet): Promise<AgentFacts['agentCard']> {
  const [current, older] = await Promise.all([
    readDoc(get, '/.well-known/agent-card.json'),
    readDoc(get, '/.well-known/agent.json'),
  ])
  const doc = current.found ? current : older.found ? older : current
  const card = doc.found ? readAgentCard(parseJson(doc.body)) : null
  if (doc.found && !card) return { ...doc, name: null, problems: ['it is not a JSON object'] }
  return { ...doc, name: card?.name ?? null, problems: card?.problems ?? [] }
}

/**
 * The fetches of the agent-readiness checks, started beside the others: discovery documents at
 * their well-known addresses, then the MCP endpoint the card names and the OpenAPI documents the
 * catalog names, and the protected-resource metadata when the MCP endpoint asks for a token.
 */
export async function readAgentFacts(context: FetchContext, get: SiteGet): Promise<AgentFacts> {
  const cardPromise = readCard(get)
  const mcpPromise = cardPromise.then((read) =>
    read.card?.endpoints[0] ? initializeMcp(context, read.card.endpoints[0]) : null,
  )
  const protectedPromise = mcpPromise.then(async (mcp) => {
    if (!mcp?.authRequired) return null
    const doc = await (mcp.resourceMetadata
      ? fetchCapped(context, mcp.resourceMetadata, {
          maxBytes: DOC_MAX_BYTES,
          accept: JSON_ACCEPT,
        }).then((f) => docOf(f, 'the resource metadata'))
      : readDoc(get, '/.well-known/oauth-protected-resource'))
    const problems = doc.found
      ? (readProtectedResource(parseJson(doc.body)) ?? ['it is not a JSON object'])
      : []
    return { ...doc, problems }
  })
  const [card, mcp, catalog, agentCard, protectedResource, tdmrep] = await Promise.all([
    cardPromise,
    mcpPromise,
    readCatalog(context, get),
    readA2a(get),
    protectedPromise,
    readDoc(get, '/.well-known/tdmrep.json'),
  ])
  return { card, mcp, catalog, agentCard, protectedResource, tdmrep }
}
