import Link from 'next/link'

import { CheckList, external } from '@/components/pages/sections'
import { buttonClasses } from '@/components/ui/button'
import { formatGbp } from '@/content/offers'
import type { AiVisibilityPlan } from '@/lib/offers'
import { cn } from '@/lib/cn'

/** A priced plan with its features and one action; 'Most Popular' plans are highlighted. */
export function PlanCard({
  plan,
  href,
  highlightLabel = 'Most Popular',
}: {
  plan: AiVisibilityPlan
  href: string
  highlightLabel?: string
}) {
  const isExternal = /^https?:\/\//.test(href)
  const ctaClass = buttonClasses(plan.mostPopular ? 'primary' : 'outline', 'md', 'mt-8 w-full')
  return (
    <li
      className={cn(
        'relative flex flex-col rounded-[var(--radius-card)] border bg-white p-6 shadow-[var(--shadow-card)] sm:p-8',
        plan.mostPopular ? 'border-2 border-brand-500 lg:-my-4 lg:py-12' : 'border-ink-200',
      )}
      aria-label={`${plan.name} plan`}
    >
      {plan.mostPopular ? (
        <span className="absolute -top-3 left-6 rounded-full bg-brand-600 px-3 py-1 text-xs font-bold uppercase tracking-wide text-white">
          {highlightLabel}
        </span>
      ) : null}
      <h3 className="text-xl font-semibold text-ink-950">{plan.name}</h3>
      <p className="mt-4 flex items-baseline gap-1.5 text-ink-600">
        {plan.pricePrefix ? <span className="text-base">{plan.pricePrefix}</span> : null}
        <span className="text-5xl font-bold tracking-tight text-ink-950">
          {formatGbp(plan.price)}
        </span>
        {plan.period ? <span>/{plan.period}</span> : null}
      </p>
      <CheckList className="mt-6 flex-1 text-ink-800" items={plan.features ?? []} />
      {isExternal ? (
        <a href={href} {...external} className={ctaClass}>
          {plan.cta}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : (
        <Link href={href} className={ctaClass}>
          {plan.cta}
        </Link>
      )}
    </li>
  )
}
