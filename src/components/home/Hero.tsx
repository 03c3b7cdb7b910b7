import Link from 'next/link'

import { buttonClasses } from '@/components/ui/button'
import { HOME } from '@/content/home'
import { formatGbp, PROMISES } from '@/content/offers'

const { hero } = HOME

/**
 * The dark hero. The spec's rotating word list (Intelligence, Performance, Innovation, Growth)
 * is not visible, so it is left out rather than shipped as invisible script.
 */
export function Hero({
  schedulingUrl,
  entryPrice,
}: {
  schedulingUrl: string
  /** The lowest paid monthly price of the offers. */
  entryPrice: number
}) {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden pt-32 pb-12 sm:pt-40 sm:pb-16"
    >
      {/* Grid and glow are pure CSS: no images, no script. */}
      <div aria-hidden="true" className="hero-grid" />
      <div aria-hidden="true" className="hero-glow" />
      <div aria-hidden="true" className="hero-glow-side" />

      <div className="container-page text-center">
        <p className="hero-pill">
          <span aria-hidden="true" />
          {hero.pill}
        </p>
        <h1 id="hero-title" className="hero-heading">
          {hero.title} <span className="text-gradient">{hero.highlight}</span>
        </h1>
        <p className="hero-sub">{hero.sub}</p>
        <p className="hero-lede">{hero.lead}</p>
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link href="/work-with-us" className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}>
            {hero.workWithUs}
            <svg viewBox="0 0 20 20" fill="currentColor" className="size-4" aria-hidden="true">
              <path d="M3 10a.75.75 0 0 1 .75-.75h10.6l-3.9-3.7a.75.75 0 1 1 1.04-1.1l5.25 5a.75.75 0 0 1 0 1.1l-5.25 5a.75.75 0 1 1-1.04-1.1l3.9-3.7H3.75A.75.75 0 0 1 3 10z" />
            </svg>
          </Link>
          <a
            href={schedulingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('light', 'lg', 'w-full sm:w-auto')}
          >
            {hero.book}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>

        <dl className="hero-stats">
          <div>
            <dt>{hero.stats.businesses}</dt>
            <dd>{PROMISES.businessesServed}</dd>
          </div>
          <div>
            <dt>{hero.stats.prototype}</dt>
            <dd>{hero.stats.prototypeValue}</dd>
          </div>
          <div>
            <dt>{hero.stats.from}</dt>
            <dd>
              {formatGbp(entryPrice)}
              <span>/month</span>
            </dd>
          </div>
        </dl>
      </div>
    </section>
  )
}
