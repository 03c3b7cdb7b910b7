import type { AiCheckResult } from '../check'

/** The crawlers the server asks to pay (HTTP 402), with the price it names. */
export function PayPerCrawlNote({ payPerCrawl }: { payPerCrawl: AiCheckResult['payPerCrawl'] }) {
  if (payPerCrawl.length === 0) {
    return (
      <p className="mt-3 text-sm text-ink-600">
        Pay per crawl: no crawler is asked to pay (HTTP 402) to read the home page.
      </p>
    )
  }
  return (
    <div
      className="mt-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
      data-testid="pay-per-crawl"
    >
      <p className="font-semibold">
        Pay per crawl: the server asks{' '}
        {payPerCrawl.length === 1 ? 'one crawler' : `${payPerCrawl.length} crawlers`} to pay before
        it may read the home page
      </p>
      <ul className="mt-1 space-y-0.5">
        {payPerCrawl.map((entry) => (
          <li key={entry.crawler} className="break-words">
            <span className="font-mono text-xs">{entry.crawler}</span>: HTTP {entry.status},{' '}
            {entry.price ? `price ${entry.price}` : 'no price given'}
          </li>
        ))}
      </ul>
    </div>
  )
}
