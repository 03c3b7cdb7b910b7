import type { Metadata } from 'next'

import { JsonLd } from '@/components/JsonLd'
import { TOOL_INFO } from '@/features/mcp/toolInfo'
import { ARTICLE_PROSE } from '@/lib/blog/prose'
import { DISCOVERY } from '@/lib/http/agentHeaders'
import { pageMetadata } from '@/lib/seo/metadata'
import { breadcrumb } from '@/lib/seo/structuredData'
import { absoluteUrl } from '@/lib/site'

import { AGENTS_PAGE, operations, type CopyPart } from './copy'

/**
 * /agents: what AI agents (and the people who build them) find on this site and where, the
 * documentation the API catalog links to. Built from the same sources as what it describes
 * (the MCP tools' descriptions, the OpenAPI document, the discovery addresses), so it cannot
 * describe something else. Static: it changes only with a deployment.
 */
const { title: TITLE, description: DESCRIPTION, lead, mcp, api, markdown, usage } = AGENTS_PAGE

export const metadata: Metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: DISCOVERY.docs,
})

function Address({ path }: { path: string }) {
  return <a href={path}>{absoluteUrl(path)}</a>
}

function Parts({ parts }: { parts: CopyPart[] }) {
  return parts.map((part, index) =>
    typeof part === 'string' ? (
      part
    ) : 'code' in part ? (
      <code key={index}>{part.code}</code>
    ) : (
      <Address key={index} path={part.address} />
    ),
  )
}

export default function AgentsPage() {
  return (
    <>
      <JsonLd data={breadcrumb([[TITLE, DISCOVERY.docs]])} />
      <header data-theme="dark" className="bg-ink-950 pb-14 pt-32 text-white sm:pb-16 sm:pt-40">
        <div className="container-page max-w-3xl">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{TITLE}</h1>
          <p className="mt-6 max-w-3xl text-lg text-pretty text-ink-200">{lead}</p>
        </div>
      </header>
      <article className={`${ARTICLE_PROSE} container-page py-14 sm:py-20`}>
        <h2>{mcp.title}</h2>
        <p>
          <Parts parts={mcp.text} />
        </p>
        <ul>
          {Object.entries(TOOL_INFO).map(([name, tool]) => (
            <li key={name}>
              <code>{name}</code>: {tool.description}
            </li>
          ))}
        </ul>

        <h2>{api.title}</h2>
        <p>
          <Parts parts={api.text} />
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

        <h2>{markdown.title}</h2>
        <p>
          <Parts parts={markdown.text} />
        </p>

        <h2>{usage.title}</h2>
        <p>
          <Parts parts={usage.text} />
        </p>
      </article>
    </>
  )
}
