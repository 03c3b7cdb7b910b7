import Link from 'next/link'

import { buttonClasses } from '@/components/ui/button'
import { HOME } from '@/content/home'
import { formatGbp, PROMISES } from '@/content/offers'

const { nextSteps } = HOME

function Points({ items }: { items: string[] }) {
  return (
    <ul className="list-check tone-accent mt-6">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}

/** 'Build My Demo' and 'Book Strategy Call', with the entry-price line. */
export function MarketingCards({
  schedulingUrl,
  entryPrice,
}: {
  schedulingUrl: string
  /** The lowest paid monthly price of the offers. */
  entryPrice: number
}) {
  return (
    <section aria-labelledby="next-step-title" className="defer-render pb-24 sm:pb-32">
      <div className="container-page">
        <h2 id="next-step-title" className="sr-only">
          {nextSteps.title}
        </h2>
        <div className="grid gap-6 md:grid-cols-2">
          <div className="card-next">
            <h3>{nextSteps.demo.title}</h3>
            <p>{nextSteps.demo.text}</p>
            <Points items={nextSteps.demo.points} />
            <div className="mt-auto pt-8">
              <Link
                href="/ai-checker"
                className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}
              >
                {nextSteps.demo.action}
              </Link>
            </div>
          </div>
          <div className="card-next">
            <h3>{nextSteps.call.title}</h3>
            <p>{nextSteps.call.text}</p>
            <Points items={nextSteps.call.points} />
            <div className="mt-auto pt-8">
              <a
                href={schedulingUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses('light', 'lg', 'w-full sm:w-auto')}
              >
                {nextSteps.call.action}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </div>
          </div>
        </div>
        <p className="mt-10 text-center text-sm text-ink-300">
          {nextSteps.startsAt}{' '}
          <strong className="font-semibold text-white">{formatGbp(entryPrice)}/month</strong> ·{' '}
          <strong className="font-semibold text-white">{PROMISES.businessesServed}</strong>{' '}
          {nextSteps.benefit}
        </p>
      </div>
    </section>
  )
}
