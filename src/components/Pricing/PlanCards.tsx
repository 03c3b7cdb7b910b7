import { RequestInfoButton } from '@/components/RequestInfo/RequestInfoButton.client'
import type { RequestInfoVariant } from '@/components/RequestInfo/messages'
import { buttonClasses } from '@/components/ui/button'
import { formatGbp } from '@/content/offers'
import { rowKey, type Plan } from '@/lib/offers'
import { cn } from '@/lib/cn'

/** The Core and Growth plan cards, shared by the home page and /work-with-us. */
export function PlanCards({
  plans,
  variant,
  schedulingUrl,
  className,
}: {
  plans: Plan[]
  variant: RequestInfoVariant
  schedulingUrl: string
  className?: string
}) {
  return (
    <div className={cn('mx-auto grid max-w-5xl gap-6 md:grid-cols-2', className)}>
      {plans.map((plan) => {
        const featured = plan.mostPopular
        const key = rowKey(plan)
        return (
          <article
            key={key}
            aria-labelledby={`plan-${key}`}
            className={cn(
              'plan-card relative flex flex-col rounded-3xl p-8 sm:p-10',
              featured
                ? 'plan-featured bg-ink-950 text-white shadow-2xl ring-2 ring-brand-500'
                : 'border border-ink-200 bg-white text-ink-900 shadow-card',
            )}
          >
            {featured ? <p className="plan-badge">MOST POPULAR</p> : null}
            <h3 id={`plan-${key}`}>{plan.name}</h3>
            <p>{plan.description}</p>
            <p>
              <span>{formatGbp(plan.price)}</span>
              <span>/month</span>
            </p>
            <ul className={cn('list-check mt-8 flex-1', featured && 'tone-dark')}>
              {(plan.features ?? []).map((feature) => (
                <li key={feature}>
                  <span>{feature}</span>
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
