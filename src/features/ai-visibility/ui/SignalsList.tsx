import type React from 'react'

import type { AiCheckResult } from '../check'
import type { Check, CheckId } from '../scoring/score'

import { LlmsTxtFacts } from './LlmsTxtFacts'
import { StatusBadge } from './StatusBadge'

type Signals = Partial<
  Pick<
    AiCheckResult,
    | 'rendering'
    | 'markdown'
    | 'robotsShadowing'
    | 'freshness'
    | 'citation'
    | 'entity'
    | 'redirects'
    | 'caching'
    | 'llmsTxtLinks'
    | 'llmsFullTxt'
    | 'checks'
  >
>

type Row = { id: CheckId; title: string; body: React.ReactNode }

const yes = (value: boolean | null | undefined, whenNull = 'Nothing to compare') =>
  value === null || value === undefined ? whenNull : value ? 'Yes' : 'No'

function Facts({ items }: { items: [string, React.ReactNode][] }) {
  return (
    <dl className="mt-1 grid gap-x-4 gap-y-0.5 text-sm sm:grid-cols-[auto_1fr]">
      {items.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-ink-500">{term}</dt>
          <dd className="break-words text-ink-800 max-sm:mb-1">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

function renderingRow(result: Signals): Row | null {
  const { rendering } = result
  if (!rendering) return null
  return {
    id: 'server-text',
    title: 'Readable without JavaScript',
    body: (
      <Facts
        items={[
          ['Words in the server HTML', rendering.serverWords],
          ['Looks like an app shell', yes(rendering.appShell)],
          ['Needs JavaScript to show its text', yes(rendering.needsJavaScript)],
        ]}
      />
    ),
  }
}

function markdownRow(result: Signals): Row | null {
  const { markdown } = result
  if (!markdown) return null
  return {
    id: 'markdown',
    title: 'Markdown version',
    body: (
      <Facts
        items={[
          ['Answers Accept: text/markdown', yes(markdown.negotiated)],
          ['Markdown alternate link', markdown.alternate ?? 'None'],
        ]}
      />
    ),
  }
}

function shadowingRow(result: Signals): Row | null {
  const { robotsShadowing } = result
  if (!Array.isArray(robotsShadowing)) return null
  return {
    id: 'robots-shadowing',
    title: 'robots.txt groups that drop * rules',
    body:
      robotsShadowing.length === 0 ? (
        <p className="mt-1 text-sm text-ink-600">No crawler’s own group drops a * rule.</p>
      ) : (
        <ul className="mt-1 space-y-0.5 text-sm text-ink-800">
          {robotsShadowing.map((entry, index) => (
            <li key={`${entry.crawler}-${index}`} className="break-words">
              <span className="font-semibold">{entry.crawler}</span> (group {entry.group}) no longer
              obeys {entry.lostRules.join(', ')}
            </li>
          ))}
        </ul>
      ),
  }
}

function freshnessRow(result: Signals): Row | null {
  const { freshness } = result
  if (!freshness) return null
  return {
    id: 'freshness',
    title: 'Freshness',
    body: (
      <Facts
        items={[
          ['ETag', freshness.etag ?? 'None'],
          ['Last-Modified', freshness.lastModified ?? 'None'],
          ['Answers 304 Not Modified', yes(freshness.conditional304)],
          ['Sitemap lastmod', freshness.sitemapLastmod ?? 'None'],
          ['Dates agree', yes(freshness.datesAgree)],
        ]}
      />
    ),
  }
}

function citationRow(result: Signals): Row | null {
  const { citation } = result
  if (!citation) return null
  return {
    id: 'citation',
    title: 'Citation signals',
    body: (
      <Facts
        items={[
          ['Author', citation.author ?? 'None'],
          ['Published', citation.datePublished ?? 'Not given'],
          ['Modified', citation.dateModified ?? 'Not given'],
          [
            'Question headings',
            citation.questionHeadings.length > 0 ? citation.questionHeadings.join(' · ') : 'None',
          ],
          ['FAQ markup', yes(citation.faq)],
        ]}
      />
    ),
  }
}

function entityRow(result: Signals): Row | null {
  const { entity } = result
  if (!entity) return null
  return {
    id: 'entity',
    title: 'Brand name',
    body: (
      <Facts
        items={[
          ['Name', entity.name ?? 'None found'],
          ['Consistent', yes(entity.consistent)],
          ...(!entity.consistent && Array.isArray(entity.names)
            ? entity.names.map((found): [string, React.ReactNode] => [
                `Name in ${found.source}`,
                found.name,
              ])
            : []),
          ['sameAs', entity.sameAs.length > 0 ? entity.sameAs.join(', ') : 'None'],
        ]}
      />
    ),
  }
}

function redirectsRow(result: Signals): Row | null {
  const { redirects } = result
  if (!redirects) return null
  return {
    id: 'redirects',
    title: 'Redirects to the home page',
    body:
      redirects.hops.length === 0 ? (
        <p className="mt-1 text-sm text-ink-600">None: the home page answers directly.</p>
      ) : (
        <>
          <ol className="mt-1 space-y-0.5 text-sm text-ink-800">
            {redirects.hops.map((hop, index) => (
              <li key={`${hop.url}-${index}`} className="break-all">
                <span className="font-mono text-xs">{hop.status}</span> {hop.url} → {hop.location}
              </li>
            ))}
          </ol>
          {redirects.note ? <p className="mt-1 text-sm text-amber-800">{redirects.note}</p> : null}
        </>
      ),
  }
}

function cachingRow(result: Signals): Row | null {
  const { caching } = result
  if (!caching) return null
  return {
    id: 'caching',
    title: 'Caching headers',
    body: (
      <Facts
        items={[
          ['Cache-Control', caching.cacheControl ?? 'None'],
          ['Cacheable', yes(caching.cacheable)],
          ['Max age', caching.maxAge === null ? 'Not given' : `${caching.maxAge} s`],
        ]}
      />
    ),
  }
}

function llmsRow(result: Signals): Row | null {
  if (!(result.llmsTxtLinks || typeof result.llmsFullTxt === 'boolean')) return null
  return {
    id: 'llms-txt',
    title: 'llms.txt',
    body: <LlmsTxtFacts links={result.llmsTxtLinks} full={result.llmsFullTxt} />,
  }
}

const ROWS = [
  renderingRow,
  markdownRow,
  shadowingRow,
  freshnessRow,
  citationRow,
  entityRow,
  redirectsRow,
  cachingRow,
  llmsRow,
]

function rowsOf(result: Signals): Row[] {
  return ROWS.map((row) => row(result)).filter((row): row is Row => row !== null)
}

/** What answer engines need beyond access; only the parts the answer carries are shown. */
export function SignalsList({ result }: { result: Signals }) {
  const rows = rowsOf(result)
  if (rows.length === 0) return null
  const checks: Check[] = Array.isArray(result.checks) ? result.checks : []
  return (
    <section aria-labelledby="signals-title">
      <h2 id="signals-title" className="text-xl font-bold text-ink-900">
        What answer engines need beyond access
      </h2>
      <ul
        data-testid="answer-signals"
        className="mt-3 divide-y divide-ink-100 rounded-2xl border border-ink-200 bg-white"
      >
        {rows.map((row) => {
          const check = checks.find((entry) => entry.id === row.id)
          return (
            <li
              key={row.id}
              className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-start sm:gap-4"
            >
              {check ? <StatusBadge status={check.status} /> : null}
              <div className="min-w-0 flex-1">
                <h3 className="font-medium text-ink-900">{row.title}</h3>
                {row.body}
                {check && check.status !== 'pass' && check.status !== 'n/a' ? (
                  <p className="mt-1 text-sm break-words text-ink-600">{check.evidence}</p>
                ) : null}
              </div>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
