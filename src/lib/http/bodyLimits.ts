// Relative, not through `@/`: next.config.ts loads this file.
import { MAX_IMAGE_BASE64, MAX_IMAGE_BYTES } from '../images'

/**
 * The size budget of every request body, in one table: the edge gate (./edgeGate.ts) refuses a
 * body declared larger than its route's limit before anything reads it, Payload's REST routes
 * (./payloadRoutes.ts) and the site's JSON routes (`readJson`) count a body sent without a
 * length against the same limit, and next.config.ts gives Next's server actions and proxy the
 * largest. docs/security.md shows the table.
 *
 * Client-safe and free of the environment: next.config.ts imports it.
 */
const KB = 1024
const MB = 1024 * KB

export const BODY_LIMITS = {
  /** A body on GET, HEAD or OPTIONS, which no route reads. */
  none: 0,
  /** A password, a status, a domain, a name and an address. */
  smallJson: 4 * KB,
  /** A message to the MCP server (an initialize, a tool call): well under a kilobyte. */
  mcp: 16 * KB,
  /** An enquiry (contact page, request-info, onboarding), as JSON or as a form post. */
  enquiry: 32 * KB,
  /** Payload's REST API and the panel for everything but posts and uploads. */
  payload: 64 * KB,
  /** A post: its Markdown and rich text, and a hero image that may be a 5 MB data URI. */
  post: 8 * MB,
  /** An image upload as multipart (Payload's /api/media, /cms). */
  upload: MAX_IMAGE_BYTES + 64 * KB,
  /** An image upload as base64 in JSON (the dashboard). */
  base64Upload: MAX_IMAGE_BASE64 + 64 * KB,
} as const

export type BodyLimitName = keyof typeof BODY_LIMITS

/** The largest body any route takes: Next's server actions and proxy are given this much. */
export const LARGEST_BODY = Math.max(...Object.values(BODY_LIMITS))

/** Routes by path, the first match wins; `door` is what docs/security.md calls them. */
export const BODY_LIMIT_ROUTES: { door: string; path: RegExp; limit: BodyLimitName }[] = [
  {
    door: 'Dashboard login, message status, checker, monitor sign-up, waitlist (JSON)',
    path: /^\/api\/(?:admin\/login|admin\/contact-messages\/[^/]+|ai-check(?:\/monitor)?|clavius-waitlist)\/?$/,
    limit: 'smallJson',
  },
  { door: 'The MCP server, /mcp (JSON-RPC)', path: /^\/mcp\/?$/, limit: 'mcp' },
  {
    door: 'Contact and request-info messages (JSON)',
    path: /^\/api\/contact-message\/?$/,
    limit: 'enquiry',
  },
  {
    door: 'Dashboard image upload (base64 JSON)',
    path: /^\/api\/admin\/blog\/upload-image\/?$/,
    limit: 'base64Upload',
  },
  { door: 'Dashboard posts (JSON)', path: /^\/api\/admin\/blog(?:\/|$)/, limit: 'post' },
  {
    door: "Payload's uploads, /api/media (multipart)",
    path: /^\/api\/media(?:\/|$)/,
    limit: 'upload',
  },
  {
    door: "Payload's posts, /api/posts (JSON or multipart)",
    path: /^\/api\/posts(?:\/|$)/,
    limit: 'post',
  },
  {
    door: "Payload's REST API, anything else under /api",
    path: /^\/api(?:\/|$)/,
    limit: 'payload',
  },
  {
    door: "The panel's server actions, /cms (a post's form state)",
    path: /^\/cms(?:\/|$)/,
    limit: 'post',
  },
  { door: "Forms posted to the site's pages (server actions)", path: /^/, limit: 'enquiry' },
]

/** Methods whose body no route reads: any body at all is refused. */
const BODILESS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** The path a request target names, dot segments resolved and percent-escapes decoded. */
export function routePath(target: string): string {
  let pathname: string
  try {
    pathname = new URL(target, 'http://site.invalid').pathname
  } catch {
    return '/'
  }
  try {
    return decodeURIComponent(pathname)
  } catch {
    return pathname
  }
}

/**
 * The body limit, in bytes, of a request with this method to this target (a path, with or
 * without its query, or a whole URL): the path as the router will see it, so that no spelling
 * of it gets another route's limit.
 */
export function bodyLimit(method: string, target: string): number {
  if (BODILESS.has(method.toUpperCase())) return BODY_LIMITS.none
  const pathname = routePath(target)
  const route = BODY_LIMIT_ROUTES.find(({ path }) => path.test(pathname))
  return BODY_LIMITS[route?.limit ?? 'enquiry']
}

/** A limit as people read it: KB or MB, two decimals at most. */
export const formatBytes = (bytes: number) =>
  bytes >= MB ? `${+(bytes / MB).toFixed(2)} MB` : `${+(bytes / KB).toFixed(2)} KB`

/** The refusal's words. */
export function bodyTooLargeMessage(limit: number): string {
  if (limit === 0) return 'This request takes no body.'
  return `The request body is larger than ${formatBytes(limit)}.`
}
