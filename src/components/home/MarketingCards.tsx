import Link from 'next/link'

import { buttonClasses } from '@/components/ui/button'
import { formatGbp, PROMISES } from '@/content/offers'

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
          Choose your next step
        </h2>
        <div className="grid gap-6 md:grid-cols-2">
          <div className="card-next">
            <h3>See your business through AI’s eyes</h3>
            <p>A personalised AI visibility demo in under {PROMISES.demoMinutes} minutes.</p>
            <Points
              items={[
                'Instant setup',
                'No technical skills needed',
                'See your business in AI search results',
              ]}
            />
            <div className="mt-auto pt-8">
              <Link
                href="/ai-checker"
                className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}
              >
                Build My Demo
              </Link>
            </div>
          </div>
          <div className="card-next">
            <h3>Plan your AI roadmap with an expert</h3>
            <p>
              A {PROMISES.consultationMinutes}-minute strategy call to map where AI fits in your
              business.
            </p>
            <Points
              items={[
                `${PROMISES.consultationMinutes}-minute consultation`,
                'An expert in your industry',
                'A custom implementation roadmap',
              ]}
            />
            <div className="mt-auto pt-8">
              <a
                href={schedulingUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses('light', 'lg', 'w-full sm:w-auto')}
              >
                Book Strategy Call
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </div>
          </div>
        </div>
        <p className="mt-10 text-center text-sm text-ink-300">
          Solutions start at{' '}
          <strong className="font-semibold text-white">{formatGbp(entryPrice)}/month</strong> ·{' '}
          <strong className="font-semibold text-white">{PROMISES.businessesServed}</strong>{' '}
          businesses already benefit
        </p>
      </div>
    </section>
  )
}
