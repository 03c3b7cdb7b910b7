import { cn } from '@/lib/cn'

import type { AiCheckResult } from '../check'
import type { PageReport } from '../fetch/pages'

import { STACKED } from './AccessBadge'

const pathOf = (url: string) => {
  const parsed = new URL(url)
  return `${parsed.pathname}${parsed.search}`
}

function robotsSummary(page: PageReport): { text: string; ok: boolean } {
  const blocked = Object.entries(page.robotsAllowed)
    .filter(([, allowed]) => !allowed)
    .map(([token]) => token)
  if (blocked.length === 0) return { text: 'All allowed', ok: true }
  return { text: `Blocks ${blocked.join(', ')}`, ok: false }
}

function canonicalSummary(page: PageReport): string {
  if (!page.canonical) return page.words === null ? '—' : 'None'
  if (page.canonical.target === 'self') return 'Self'
  if (page.canonical.target === 'other-site')
    return `Other site: ${new URL(page.canonical.url).host}`
  return `Other page: ${pathOf(page.canonical.url)}`
}

/** One further page: its address and problems, then what a crawler gets. */
function PageRow({ page }: { page: PageReport }) {
  const robots = robotsSummary(page)
  return (
    <tr className={STACKED.row}>
      <th scope="row" className={cn(STACKED.lead, 'min-w-48 font-normal')}>
        <a
          href={page.url}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="font-mono text-xs font-medium break-all text-brand-700 hover:underline"
        >
          {pathOf(page.url)}
        </a>
        {page.problems.length > 0 ? (
          <ul className="mt-1.5 space-y-1 text-xs text-amber-900">
            {page.problems.map((problem) => (
              <li key={problem}>⚠ {problem}</li>
            ))}
          </ul>
        ) : (
          <p className="mt-1.5 text-xs text-emerald-700">No problems found</p>
        )}
      </th>
      <td data-label="HTTP" className={cn(STACKED.cell, 'font-mono')}>
        <span className={page.status !== null && page.status < 300 ? '' : 'text-red-700'}>
          {page.status ?? '—'}
        </span>
      </td>
      <td data-label="Indexable" className={STACKED.cell}>
        <span className={page.indexable ? 'text-emerald-700' : 'text-red-700'}>
          {page.indexable ? 'Yes' : 'No'}
        </span>
      </td>
      <td data-label="robots.txt" className={STACKED.cell}>
        <span className={robots.ok ? 'text-emerald-700' : 'text-red-700'}>{robots.text}</span>
      </td>
      <td data-label="Canonical" className={cn(STACKED.cell, 'text-ink-700')}>
        <span className="break-all">{canonicalSummary(page)}</span>
      </td>
      <td data-label="Structured data" className={cn(STACKED.cell, 'text-ink-700')}>
        <span>{page.structuredDataTypes.join(', ') || 'None'}</span>
      </td>
      <td data-label="Words" className={cn(STACKED.cell, 'tabular-nums text-ink-700')}>
        <span>{page.words ?? '—'}</span>
      </td>
    </tr>
  )
}

/** One row per further page read: what a crawler gets, and what is wrong with it. */
export function PagesTable({
  pages,
  source,
}: {
  pages: PageReport[]
  source: AiCheckResult['pagesSource']
}) {
  if (pages.length === 0) {
    return (
      <p className="mt-1 text-sm text-ink-600">
        No further pages found: your sitemap lists no other pages of this site and the home page has
        no navigation links.
      </p>
    )
  }
  return (
    <>
      <p className="mt-1 text-sm text-ink-600">
        {source === 'navigation'
          ? `The first ${pages.length === 1 ? 'page' : `${pages.length} pages`} of your main navigation, read as a crawler reads them.`
          : `The ${pages.length === 1 ? 'most important page' : `${pages.length} most important pages`} of your sitemap, read as a crawler reads them.`}
      </p>
      <div className="mt-3 overflow-hidden rounded-2xl border border-ink-200 bg-white">
        <table className={STACKED.table}>
          <caption className="sr-only">Further pages</caption>
          <thead className={STACKED.head}>
            <tr>
              {[
                'Page',
                'HTTP',
                'Indexable',
                'robots.txt',
                'Canonical',
                'Structured data',
                'Words',
              ].map((name) => (
                <th key={name} scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={STACKED.body}>
            {pages.map((page) => (
              <PageRow key={page.url} page={page} />
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
