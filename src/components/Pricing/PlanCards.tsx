import { RequestInfoButton } from '@/components/RequestInfo/RequestInfoButton.client'
import type { RequestInfoVariant } from '@/components/RequestInfo/messages'
import { buttonClasses } from '@/components/ui/button'
import { PLANS, formatGbp } from '@/content/offers'
import { cn } from '@/lib/cn'

import { CheckIcon } from '@/components/ui/icons'

/** The Core and Growth plan cards, shared by the home page and /work-with-us. */
export function PlanCards({
  variant,
  schedulingUrl,
  className,
}: {
  variant: RequestInfoVariant
  schedulingUrl: string
  className?: string
}) {
  return (
    <div className={cn('mx-auto grid max-w-5xl gap-6 md:grid-cols-2', className)}>
      {PLANS.map((plan) => {
        const featured = plan.mostPopular
        return (
          <article
            key={plan.id}
            aria-labelledby={`plan-${plan.id}`}
            className={cn(
              'relative flex flex-col rounded-3xl p-8 sm:p-10',
              featured
                ? 'bg-ink-950 text-white shadow-2xl ring-2 ring-brand-500'
                : 'border border-ink-200 bg-white text-ink-900 shadow-card',
            )}
          >
            {featured ? (
              <p className="absolute -top-3.5 left-8 rounded-full bg-gradient-to-r from-brand-500 to-accent-500 px-3.5 py-1 text-xs font-bold tracking-wider text-white shadow">
                MOST POPULAR
              </p>
            ) : null}
            <h3 id={`plan-${plan.id}`} className="text-xl font-semibold">
              {plan.name}
            </h3>
            <p className={cn('mt-2 text-sm', featured ? 'text-ink-200' : 'text-ink-600')}>
              {plan.description}
            </p>
            <p className="mt-6 flex items-baseline gap-1">
              <span className="text-5xl font-bold tracking-tight">{formatGbp(plan.price)}</span>
              <span className={cn('text-base', featured ? 'text-ink-200' : 'text-ink-600')}>
                /month
              </span>
            </p>
            <ul className="mt-8 flex-1 space-y-3 text-sm">
              {plan.features.map((feature) => (
                <li key={feature} className="flex gap-3">
                  <CheckIcon
                    className={cn(
                      'mt-0.5 size-5 shrink-0',
                      featured ? 'text-accent-300' : 'text-brand-600',
                    )}
                  />
                  <span className={featured ? 'text-ink-100' : 'text-ink-700'}>{feature}</span>
                </li>
              ))}
            </ul>
            <div className="mt-10 grid gap-3">
              <a
                href={schedulingUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses('primary', 'lg', 'w-full')}
              >
                Book discovery call
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
              <RequestInfoButton
                planInterest={plan.name}
                variant={variant}
                className={buttonClasses(featured ? 'light' : 'outline', 'lg', 'w-full')}
              >
                Request more info
              </RequestInfoButton>
            </div>
          </article>
        )
      })}
    </div>
  )
}
