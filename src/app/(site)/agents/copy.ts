import { env } from '@/env'
import { CONTENT_SIGNAL, CONTENT_USAGE, DISCOVERY } from '@/lib/http/agentHeaders'
import { openApiDocument } from '@/lib/openapi/document'

/**
 * The words of /agents and the operations it lists, read by the page and by its Markdown
 * version. A paragraph is a list of parts: text, code, or one of the site's addresses (shown
 * as its absolute URL).
 */
export type CopyPart = string | { code: string } | { address: string }

export const AGENTS_PAGE = {
  title: 'For AI agents',
  description:
    'How AI agents can read and use this site: a read-only MCP server, a public HTTP API with its OpenAPI document, pages in Markdown, llms.txt and our AI usage preferences.',
  lead: 'Agents can read every page of this site and use what it offers without a browser. All of it is public, needs no key and changes nothing on our side; each address below answers machines.',
  mcp: {
    title: 'MCP server',
    text: [
      'A read-only Model Context Protocol server over Streamable HTTP at ',
      { address: DISCOVERY.mcp },
      ' (POST only, no session). Its server card is at ',
      { address: DISCOVERY.serverCard },
      '. Requests are limited per client address.',
    ] as CopyPart[],
  },
  api: {
    title: 'HTTP API',
    text: [
      'The public API is described by an OpenAPI 3.1 document at ',
      { address: DISCOVERY.openApi },
      ', listed with the MCP server in the API catalog at ',
      { address: DISCOVERY.apiCatalog },
      '. Errors are JSON with a ',
      { code: 'message' },
      ' and a ',
      { code: 'code' },
      '.',
    ] as CopyPart[],
  },
  markdown: {
    title: 'Pages in Markdown',
    text: [
      'Every page has a Markdown version: add ',
      { code: '.md' },
      ' to its address (',
      { code: '/index.md' },
      ' for the home page) or ask for it with ',
      { code: 'Accept: text/markdown' },
      '. A summary of the site with links is at ',
      { address: DISCOVERY.llmsTxt },
      '. Each page names these in its ',
      { code: 'Link' },
      ' header.',
    ] as CopyPart[],
  },
  usage: {
    title: 'How our content may be used',
    text: [
      'Search, use in AI answers and AI training are all welcome. robots.txt says so to each crawler as ',
      { code: `Content-Signal: ${CONTENT_SIGNAL}` },
      ', and every page says so in the IETF vocabulary as ',
      { code: `Content-Usage: ${CONTENT_USAGE}` },
      '.',
    ] as CopyPart[],
  },
}

/** The HTTP API's operations, as its OpenAPI document lists them. */
export const operations = () =>
  Object.entries(openApiDocument(env().SITE_URL).paths ?? {}).flatMap(([path, item]) =>
    (['get', 'post'] as const).flatMap((method) => {
      const operation = item?.[method]
      return operation ? [{ method: method.toUpperCase(), path, summary: operation.summary }] : []
    }),
  )
