import type { AiCheckResult } from '../check'
import { ACCESS_PROBES } from '../crawlers'

import { AccessBadge, STACKED } from './AccessBadge'

/** The home page as each probed crawler got it, against the browser's answer. */
export function ServerAccessTable({
  crawlers,
  browser,
}: {
  crawlers: AiCheckResult['crawlers']
  browser: AiCheckResult['browserAccess']
}) {
  const rows = ACCESS_PROBES.flatMap((probe) => {
    const row = crawlers.find((crawler) => crawler.token === probe.token)
    if (!row) return []
    const robotsAllows = probe.covers.some(
      (token) => crawlers.find((crawler) => crawler.token === token)?.verdict === 'allowed',
    )
    return [{ probe, row, robotsAllows }]
  })
  return (
    <>
      <p className="mt-1 text-sm text-ink-600">
        We fetched your home page once as a browser and once with each crawler’s published
        User-Agent. {browser.evidence} A firewall that checks crawlers by their IP addresses may
        turn away our requests but not the real crawler’s: its logs will tell.
      </p>
      <div className="mt-3 overflow-hidden rounded-2xl border border-ink-200 bg-white">
        <table className={STACKED.table}>
          <caption className="sr-only">Server answers to AI crawlers for the home page</caption>
          <thead className={STACKED.head}>
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Crawler
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                robots.txt
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Server
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                What it got
              </th>
            </tr>
          </thead>
          <tbody className={STACKED.body}>
            {rows.map(({ probe, row, robotsAllows }) => (
              <tr key={probe.token} className={STACKED.row}>
                <th scope="row" className={`${STACKED.lead} font-mono text-xs text-ink-900`}>
                  {probe.token}
                  {probe.covers.length > 1 ? (
                    <span className="block font-sans font-normal text-ink-500">
                      also for {probe.covers.filter((token) => token !== probe.token).join(', ')}
                    </span>
                  ) : null}
                </th>
                <td data-label="robots.txt" className={STACKED.cell}>
                  <span className={robotsAllows ? 'text-emerald-700' : 'text-red-700'}>
                    {robotsAllows ? 'Allows' : 'Blocks'}
                  </span>
                </td>
                <td data-label="Server" className={STACKED.cell}>
                  <AccessBadge access={row.serverAccess} httpStatus={row.httpStatus} />
                </td>
                <td data-label="What it got" className={`${STACKED.cell} text-ink-600`}>
                  <span>{row.serverEvidence}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
