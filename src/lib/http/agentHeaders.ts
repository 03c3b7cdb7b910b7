import { PUBLIC_ROUTES } from '../seo/publicRoutes'

/**
 * What the site tells agents in its answers' headers (wired in next.config.ts, so the rules are
 * matched by the server with no code of ours running per request): where the machine-readable
 * versions are (RFC 8288 `Link`) and how the content may be used (`Content-Usage`).
 * next.config.ts loads this module before the app, so it imports no module that reads the
 * environment or uses the `@/` paths.
 */

/** The addresses agents discover the site's machine-readable parts at. */
export const DISCOVERY = {
  /** RFC 9727: the list of the site's APIs. */
  apiCatalog: '/.well-known/api-catalog',
  openApi: '/api/openapi.json',
  llmsTxt: '/llms.txt',
  mcp: '/mcp',
  serverCard: '/.well-known/mcp/server-card.json',
  /** A page for people: what agents find, and where. */
  docs: '/agents',
} as const

/** The server card's media type (SEP-2127's server-card extension). */
export const SERVER_CARD_MEDIA_TYPE = 'application/mcp-server-card+json'

/**
 * Our AI-usage preferences, once: an agency that sells AI visibility wants its pages found by
 * search, used as input to AI answers and known to future models.
 */
const PREFERENCES = { search: true, aiInput: true, aiTrain: true } as const

const yesNo = (allowed: boolean) => (allowed ? 'yes' : 'no')
const yN = (allowed: boolean) => (allowed ? 'y' : 'n')

/** Cloudflare's Content Signals Policy line for robots.txt. */
export const CONTENT_SIGNAL = `search=${yesNo(PREFERENCES.search)}, ai-input=${yesNo(PREFERENCES.aiInput)}, ai-train=${yesNo(PREFERENCES.aiTrain)}`

/**
 * The same preferences in the IETF AI Preferences vocabulary (draft-ietf-aipref-vocab: a
 * structured-field dictionary of `train-ai` and `search`, each `y` or `n`), for the
 * Content-Usage header (draft-ietf-aipref-attach; not its robots.txt rule, which Lighthouse's
 * robots.txt audit counts as an unknown directive). The vocabulary has no term for use as input
 * to AI answers, so that preference stays unstated here.
 */
export const CONTENT_USAGE = `train-ai=${yN(PREFERENCES.aiTrain)}, search=${yN(PREFERENCES.search)}`

/** The links every page carries besides its own Markdown version. */
const SITE_LINKS = [
  `<${DISCOVERY.apiCatalog}>; rel="api-catalog"`,
  `<${DISCOVERY.llmsTxt}>; rel="describedby"; type="text/plain"`,
  // The card describes the MCP endpoint, not the page: the anchor makes /mcp the link's context.
  `<${DISCOVERY.serverCard}>; rel="service-desc"; anchor="${DISCOVERY.mcp}"; type="${SERVER_CARD_MEDIA_TYPE}"`,
]

/** A page's Link header: the site's links and the page's Markdown version (`markdown` path). */
export const pageLinks = (markdown: string): string =>
  [...SITE_LINKS, `<${markdown}>; rel="alternate"; type="text/markdown"`].join(', ')

/** A page's Markdown address, as the proxy serves it (lib/seo/metadata.ts's markdownPath). */
const markdownOf = (path: string) => (path === '/' ? '/index.md' : `${path}.md`)

/**
 * The header rules for next.config.ts: each page links to the discovery files and its own
 * Markdown version, and pages and their Markdown versions state the usage preferences.
 *
 * Next matches every rule against every request, and a rule whose source has parameters has
 * each header value with a colon compiled per request (about 15 µs for a Link value): so each
 * page of the site has a rule of its own with a literal source and a fixed value, and only an
 * article's rule (`/blog/:slug`) fills in its address.
 */
export function agentHeaderRules() {
  const usage = { key: 'Content-Usage', value: CONTENT_USAGE }
  const pages = [...PUBLIC_ROUTES.map((route) => route.path), DISCOVERY.docs]
  return [
    ...pages.map((path) => ({
      source: path,
      headers: [{ key: 'Link', value: pageLinks(markdownOf(path)) }, usage],
    })),
    {
      // A slug's own characters only: an article's `.md` address is no article.
      source: '/blog/:slug([a-z0-9]+(?:-[a-z0-9]+)*)',
      headers: [{ key: 'Link', value: pageLinks('/blog/:slug.md') }, usage],
    },
    { source: '/:path(.+\\.md)', headers: [usage] },
  ]
}
