'use client'

import { useState } from 'react'

import { ScrollRegion } from '@/components/ui/ScrollRegion'
import { cn } from '@/lib/cn'

import type { CheckAnswer } from '../check'
import { CONGRATULATION, recommendations, scoreBand, specRecommendations } from '../score'

import { CrawlerTable } from './CrawlerTable'
import { type CardId, ExpandableCard } from './ExpandableCard'
import { FixSnippet } from './FixSnippet.client'
import { MonitorForm } from './MonitorForm.client'
import { PagesTable } from './PagesTable'
import { PayPerCrawlNote } from './PayPerCrawlNote'
import { ResultChanges } from './ResultChanges'
import { ServerAccessTable } from './ServerAccessTable'
import { ShareResult } from './ShareResult.client'
import { SignalsList } from './SignalsList'
import { StructuredDataIssues } from './StructuredDataIssues'
import { StatusBadge } from './StatusBadge'

function YesNo({ value }: { value: boolean }) {
  return (
    <span className={cn('font-semibold', value ? 'text-emerald-700' : 'text-red-700')}>
      {value ? 'Yes' : 'No'}
    </span>
  )
}

/**
 * The results of a check, from an answer read by `normalizeAnswer`. It may come from an older
 * instance of the app (during a rolling deploy) with only the spec's fields, or from a newer one
 * with fields this view does not know: every part beyond the spec's is shown only when the
 * answer carries it in a shape this view can read. `onCheckAgain` runs a fresh check.
 */
export function ResultView({
  result,
  onCheckAgain,
}: {
  result: CheckAnswer
  onCheckAgain?: () => void
}) {
  const [open, setOpen] = useState<CardId | null>(null)
  const band = scoreBand(result.aiVisibilityScore)
  const checks = Array.isArray(result.checks) ? result.checks : null
  // The spec's fields speak for any of the spec's checks the answer's `checks` leave out.
  const todo = checks
    ? [
        ...specRecommendations(result, new Set(checks.map((check) => check.id))),
        ...recommendations(checks),
      ]
    : specRecommendations(result)
  const toggle = (id: CardId) => setOpen((current) => (current === id ? null : id))
  const metaEntries = Object.entries(result.htmlMetaData ?? {})
  const structuredDataTypes = Array.isArray(result.structuredDataTypes)
    ? result.structuredDataTypes
    : []
  const crawlers = Array.isArray(result.crawlers) ? result.crawlers : null
  const checkedAt = result.checkedAt ? new Date(result.checkedAt) : null
  const fixes = Array.isArray(result.fixes) ? result.fixes : []

  return (
    <div className="space-y-8" data-testid="ai-check-results">
      <section
        aria-labelledby="score-title"
        className="rounded-[var(--radius-card)] border border-ink-200 bg-white p-6 shadow-[var(--shadow-card)] sm:p-8"
      >
        <div className="flex flex-col gap-6 sm:flex-row sm:items-center">
          <p
            className="shrink-0 text-6xl font-bold tracking-tight text-ink-900"
            aria-label={`Score ${result.aiVisibilityScore} out of 100`}
          >
            {result.aiVisibilityScore}
            <span className="text-2xl font-semibold text-ink-500">/100</span>
          </p>
          <div>
            <h2 id="score-title" className="text-2xl font-bold text-ink-900">
              {band.label}
            </h2>
            {/* The time is the reader's own: a server-rendered result shows the server's. */}
            <p className="mt-1 text-ink-600" suppressHydrationWarning>
              <span className="font-semibold text-ink-800">{result.domain}</span>
              {checkedAt && !Number.isNaN(checkedAt.getTime())
                ? `, checked ${checkedAt.toLocaleString('en-GB')}`
                : null}
            </p>
            {band.congratulate ? (
              <p className="mt-3 font-medium text-emerald-700">{CONGRATULATION}</p>
            ) : null}
          </div>
        </div>
        <div className="mt-6 h-3 overflow-hidden rounded-full bg-ink-100" aria-hidden>
          <div
            className={cn(
              'h-full rounded-full',
              result.aiVisibilityScore >= 80
                ? 'bg-emerald-500'
                : result.aiVisibilityScore >= 50
                  ? 'bg-amber-500'
                  : 'bg-red-500',
            )}
            style={{ width: `${result.aiVisibilityScore}%` }}
          />
        </div>
      </section>

      {result.previous !== undefined ? (
        <ResultChanges
          domain={result.domain}
          score={result.aiVisibilityScore}
          previous={result.previous}
          changes={result.changes}
          checks={checks}
          onCheckAgain={onCheckAgain}
        />
      ) : null}

      {result.permalink ? <ShareResult permalink={result.permalink} /> : null}

      <ResultSection id="recommendations-title" title="Recommendations">
        {todo.length === 0 ? (
          <p className="mt-3 text-ink-600">Nothing to fix: every check passed.</p>
        ) : (
          <ol className="mt-3 space-y-2">
            {todo.map((item, index) => (
              <li key={item} className="flex gap-3 rounded-xl bg-ink-50 px-4 py-3 text-ink-800">
                <span className="font-semibold text-brand-700">{index + 1}.</span>
                <span>{item}</span>
              </li>
            ))}
          </ol>
        )}
      </ResultSection>

      <div className="space-y-4">
        <ExpandableCard
          id="robots"
          title="robots.txt analysis"
          summary={
            result.robotsTxtAccessible ? 'robots.txt found and read' : 'No usable robots.txt'
          }
          open={open === 'robots'}
          onToggle={toggle}
        >
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <div className="flex justify-between gap-4">
              <dt className="text-ink-600">robots.txt accessible</dt>
              <dd>
                <YesNo value={result.robotsTxtAccessible} />
              </dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-ink-600">Allows OpenAI GPTBot</dt>
              <dd>
                <YesNo value={result.allowsGPTBot} />
              </dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-ink-600">Allows Anthropic ClaudeBot</dt>
              <dd>
                <YesNo value={result.allowsAnthropicBot} />
              </dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-ink-600">Allows PerplexityBot</dt>
              <dd>
                <YesNo value={result.allowsPerplexityBot} />
              </dd>
            </div>
          </dl>
          {result.robotsTxt?.reason ? (
            <p className="mt-4 text-sm text-ink-600">{result.robotsTxt.reason}</p>
          ) : null}
          {result.rawRobotsTxt ? (
            <pre
              data-testid="raw-robots"
              tabIndex={0}
              aria-label="Raw robots.txt"
              className="mt-4 max-h-48 overflow-auto rounded-xl bg-ink-950 p-4 font-mono text-xs leading-relaxed whitespace-pre-wrap text-ink-100"
            >
              {result.rawRobotsTxt}
            </pre>
          ) : null}
        </ExpandableCard>

        <ExpandableCard
          id="structured"
          title="Structured data and meta information"
          summary={`${structuredDataTypes.length} structured data type${structuredDataTypes.length === 1 ? '' : 's'}, ${metaEntries.length} meta tag${metaEntries.length === 1 ? '' : 's'}`}
          open={open === 'structured'}
          onToggle={toggle}
        >
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <div className="flex justify-between gap-4">
              <dt className="text-ink-600">Structured data</dt>
              <dd>
                <YesNo value={result.hasStructuredData} />
              </dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-ink-600">Meta description</dt>
              <dd>
                <YesNo value={result.hasMetaTags} />
              </dd>
            </div>
          </dl>
          {structuredDataTypes.length > 0 ? (
            <ul className="mt-4 flex flex-wrap gap-2" aria-label="Structured data types">
              {structuredDataTypes.map((type) => (
                <li
                  key={type}
                  className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800"
                >
                  {type}
                </li>
              ))}
            </ul>
          ) : null}
          {Array.isArray(result.structuredDataIssues) && structuredDataTypes.length > 0 ? (
            <StructuredDataIssues issues={result.structuredDataIssues} />
          ) : null}
          {metaEntries.length > 0 ? (
            <ScrollRegion
              label="Meta tags"
              className="mt-4 max-h-72 overflow-auto rounded-xl border border-ink-200"
            >
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Meta tags of the home page</caption>
                <tbody>
                  {metaEntries.map(([name, content]) => (
                    <tr key={name} className="border-b border-ink-100 align-top last:border-0">
                      <th
                        scope="row"
                        className="w-1/3 px-3 py-2 font-mono text-xs font-medium text-ink-700 break-all"
                      >
                        {name}
                      </th>
                      <td className="px-3 py-2 text-ink-800 break-words">{content}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          ) : null}
        </ExpandableCard>
      </div>

      <SignalsList result={result} />

      {crawlers && result.browserAccess ? (
        <ResultSection id="access-title" title="What the server sends AI crawlers">
          <ServerAccessTable crawlers={crawlers} browser={result.browserAccess} />
          {Array.isArray(result.payPerCrawl) ? (
            <PayPerCrawlNote payPerCrawl={result.payPerCrawl} />
          ) : null}
        </ResultSection>
      ) : null}

      {Array.isArray(result.pages) ? (
        <ResultSection id="pages-title" title="Further pages">
          <PagesTable pages={result.pages} source={result.pagesSource ?? null} />
        </ResultSection>
      ) : null}

      {checks ? (
        <ResultSection id="checks-title" title="Every check">
          <ul className="mt-3 divide-y divide-ink-100 rounded-2xl border border-ink-200 bg-white">
            {checks.map((check) => (
              <li
                key={check.id}
                className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-start sm:gap-4"
              >
                <StatusBadge status={check.status} />
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-ink-900">
                    {check.label}{' '}
                    <span className="text-sm font-normal text-ink-500">
                      {check.weight === 0
                        ? '(not scored)'
                        : `(${check.weight} point${check.weight === 1 ? '' : 's'})`}
                    </span>
                  </p>
                  <p className="text-sm break-words text-ink-600">{check.evidence}</p>
                  {fixes
                    .filter((fix) => fix.check === check.id)
                    .map((fix) => (
                      <FixSnippet key={fix.snippet} fix={fix} />
                    ))}
                </div>
              </li>
            ))}
          </ul>
        </ResultSection>
      ) : null}

      {crawlers ? (
        <ResultSection id="crawlers-title" title="AI crawlers">
          <p className="mt-1 text-sm text-ink-600">
            What each crawler may do on your home page, by company and purpose.
          </p>
          <div className="mt-3">
            <CrawlerTable crawlers={crawlers} />
          </div>
        </ResultSection>
      ) : null}

      <MonitorForm domain={result.domain} />
    </div>
  )
}

/** A titled part of the results: a section named by its h2. */
function ResultSection({
  id,
  title,
  children,
}: {
  id: string
  title: string
  children: React.ReactNode
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-bold text-ink-900">
        {title}
      </h2>
      {children}
    </section>
  )
}
