import { ScrollRegion } from '@/components/ui/ScrollRegion'

import type { AiCheckResult } from '../check'
import { PURPOSE_LABELS } from '../crawlers'

import { AccessBadge } from './AccessBadge'

type Crawler = AiCheckResult['crawlers'][number]

/** One crawler's row; the first of its company's rows also names the company. */
function CrawlerRow({
  crawler,
  company,
}: {
  crawler: Crawler
  company: { name: string; rows: number } | null
}) {
  return (
    <tr className="align-top">
      {company ? (
        <th
          scope="rowgroup"
          rowSpan={company.rows}
          className="px-4 py-3 font-semibold text-ink-900"
        >
          {company.name}
        </th>
      ) : null}
      <td className="px-4 py-3 font-mono text-xs text-ink-900">
        {crawler.token}
        {crawler.legacy ? (
          <span className="ml-2 font-sans text-ink-500">(legacy, not scored)</span>
        ) : null}
      </td>
      <td className="px-4 py-3 text-ink-700">{PURPOSE_LABELS[crawler.purpose]}</td>
      <td className="px-4 py-3">
        <span
          className={
            crawler.verdict === 'allowed'
              ? 'inline-flex rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800'
              : 'inline-flex rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-red-800'
          }
        >
          {crawler.verdict === 'allowed' ? 'Allowed' : 'Blocked'}
        </span>
      </td>
      <td className="px-4 py-3">
        {crawler.probedAs ? (
          <AccessBadge access={crawler.serverAccess} httpStatus={crawler.httpStatus} />
        ) : (
          <span className="text-xs text-ink-500">Not fetched</span>
        )}
      </td>
      <td className="px-4 py-3 text-ink-600">
        {crawler.evidence}
        {crawler.probedAs && crawler.serverAccess !== 'allowed' ? (
          <p
            className={
              crawler.serverAccess === 'unknown' ? 'mt-1 text-ink-500' : 'mt-1 text-red-800'
            }
          >
            {crawler.serverEvidence}
          </p>
        ) : null}
        {crawler.shadowing ? <p className="mt-1 text-amber-800">⚠ {crawler.shadowing}</p> : null}
      </td>
    </tr>
  )
}

/** Every crawler's verdict on the home page, grouped by company, with the deciding rule. */
export function CrawlerTable({ crawlers }: { crawlers: AiCheckResult['crawlers'] }) {
  const companies = [...new Set(crawlers.map((crawler) => crawler.company))]
  return (
    <ScrollRegion
      label="AI crawler verdicts"
      className="overflow-x-auto rounded-2xl border border-ink-200"
    >
      <table className="w-full min-w-[46rem] text-left text-sm">
        <caption className="sr-only">AI crawler verdicts for the home page</caption>
        <thead className="bg-ink-50 text-ink-700">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Company
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Crawler
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Purpose
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Verdict
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Server
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Evidence
            </th>
          </tr>
        </thead>
        {companies.map((company) => {
          const rows = crawlers.filter((crawler) => crawler.company === company)
          return (
            <tbody key={company} className="border-t border-ink-200">
              {rows.map((crawler, index) => (
                <CrawlerRow
                  key={crawler.token}
                  crawler={crawler}
                  company={index === 0 ? { name: company, rows: rows.length } : null}
                />
              ))}
            </tbody>
          )
        })}
      </table>
    </ScrollRegion>
  )
}
