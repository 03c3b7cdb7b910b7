'use client'

import { useState } from 'react'

import type { CheckAnswer } from '../result/types'
import { recommendations, specRecommendations } from '../scoring/score'

import { AgentReadinessSection } from './AgentReadinessSection'
import { CrawlerTable } from './CrawlerTable'
import { EveryCheck } from './EveryCheck'
import type { CardId } from './ExpandableCard'
import { MonitorForm } from './MonitorForm.client'
import { PagesTable } from './PagesTable'
import { PayPerCrawlNote } from './PayPerCrawlNote'
import { RobotsCard, StructuredCard } from './ResultCards'
import { ResultChanges } from './ResultChanges'
import { ResultSection } from './ResultSection'
import { ScoreSummary } from './ScoreSummary'
import { ServerAccessTable } from './ServerAccessTable'
import { ShareResult } from './ShareResult.client'
import { SignalsList } from './SignalsList'

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
  const checks = Array.isArray(result.checks) ? result.checks : null
  // The spec's fields speak for any of the spec's checks the answer's `checks` leave out.
  const todo = checks
    ? [
        ...specRecommendations(result, new Set(checks.map((check) => check.id))),
        ...recommendations(checks),
      ]
    : specRecommendations(result)
  const toggle = (id: CardId) => setOpen((current) => (current === id ? null : id))
  const crawlers = Array.isArray(result.crawlers) ? result.crawlers : null
  const fixes = Array.isArray(result.fixes) ? result.fixes : []

  return (
    <div className="space-y-8" data-testid="ai-check-results">
      <ScoreSummary result={result} />

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

      <Recommendations todo={todo} />

      <div className="space-y-4">
        <RobotsCard result={result} open={open === 'robots'} onToggle={toggle} />
        <StructuredCard result={result} open={open === 'structured'} onToggle={toggle} />
      </div>

      <SignalsList result={result} />

      {result.agentReadiness ? <AgentReadinessSection agent={result.agentReadiness} /> : null}

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
        <EveryCheck id="checks-title" title="Every check" checks={checks} fixes={fixes} />
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

/** One recommendation per check that did not pass, or word that nothing needs fixing. */
function Recommendations({ todo }: { todo: readonly string[] }) {
  return (
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
  )
}
