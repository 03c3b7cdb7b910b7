import type { Metadata } from 'next'

import { JsonLd } from '@/components/JsonLd'
import { env } from '@/env'
import { TOOL_INFO } from '@/features/mcp/toolInfo'
import { ARTICLE_PROSE } from '@/lib/blog/prose'
import { CONTENT_SIGNAL, CONTENT_USAGE, DISCOVERY } from '@/lib/http/agentHeaders'
import { openApiDocument } from '@/lib/openapi/document'
import { pageMetadata } from '@/lib/seo/metadata'
import { breadcrumb } from '@/lib/seo/structuredData'
import { absoluteUrl } from '@/lib/site'

/**
 * /agents: what AI agents (and the people who build them) find on this site and where, the
 * documentation the API catalog links to. Built from the same sources as what it describes
 * (the MCP tools' descriptions, the OpenAPI document, the discovery addresses), so it cannot
 * describe something else. Static: it changes only with a deployment.
 */
const TITLE = 'For AI agents'
const DESCRIPTION =
  'How AI agents can read and use this site: a read-only MCP server, a public HTTP API with its OpenAPI document, pages in Markdown, llms.txt and our AI usage preferences.'

export const metadata: Metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: DISCOVERY.docs,
})

const operations = () =>
  Object.entries(openApiDocument(env().SITE_URL).paths ?? {}).flatMap(([path, item]) =>
    (['get', 'post'] as const).flatMap((method) => {
      const operation = item?.[method]
      return operation ? [{ method: method.toUpperCase(), path, summary: operation.summary }] : []
    }),
  )

function Address({ path }: { path: string }) {
  return <a href={path}>{absoluteUrl(path)}</a>
}

export default function AgentsPage() {
  return (
    <>
      <JsonLd data={breadcrumb([[TITLE, DISCOVERY.docs]])} />
      <header data-theme="dark" className="bg-ink-950 pb-14 pt-32 text-white sm:pb-16 sm:pt-40">
        <div className="container-page max-w-3xl">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{TITLE}</h1>
          <p className="mt-6 max-w-3xl text-lg text-pretty text-ink-200">
            Agents can read every page of this site and use what it offers without a browser. All of
            it is public, needs no key and changes nothing on our side; each address below answers
            machines.
          </p>
        </div>
      </header>
      <article className={`${ARTICLE_PROSE} container-page py-14 sm:py-20`}>
        <h2>MCP server</h2>
        <p>
          A read-only Model Context Protocol server over Streamable HTTP at{' '}
          <Address path={DISCOVERY.mcp} /> (POST only, no session). Its server card is at{' '}
          <Address path={DISCOVERY.serverCard} />. Requests are limited per client address.
        </p>
        <ul>
          {Object.entries(TOOL_INFO).map(([name, tool]) => (
            <li key={name}>
              <code>{name}</code>: {tool.description}
            </li>
          ))}
        </ul>

        <h2>HTTP API</h2>
        <p>
          The public API is described by an OpenAPI 3.1 document at{' '}
          <Address path={DISCOVERY.openApi} />, listed with the MCP server in the API catalog at{' '}
          <Address path={DISCOVERY.apiCatalog} />. Errors are JSON with a <code>message</code> and a{' '}
          <code>code</code>.
        </p>
        <ul>
          {operations().map(({ method, path, summary }) => (
            <li key={`${method} ${path}`}>
              <code>
                {method} {path}
              </code>
              : {summary}
            </li>
          ))}
        </ul>

        <h2>Pages in Markdown</h2>
        <p>
          Every page has a Markdown version: add <code>.md</code> to its address (
          <code>/index.md</code> for the home page) or ask for it with{' '}
          <code>Accept: text/markdown</code>. A summary of the site with links is at{' '}
          <Address path={DISCOVERY.llmsTxt} />. Each page names these in its <code>Link</code>{' '}
          header.
        </p>

        <h2>How our content may be used</h2>
        <p>
          Search, use in AI answers and AI training are all welcome. robots.txt says so to each
          crawler as <code>Content-Signal: {CONTENT_SIGNAL}</code>, and robots.txt and every page
          say so in the IETF vocabulary as <code>Content-Usage: {CONTENT_USAGE}</code>.
        </p>
      </article>
    </>
  )
}
