'use client'

import { RequestInfoButton } from '@/components/RequestInfo/RequestInfoButton.client'
import { bespokeInterestMessage, type RequestInfoVariant } from '@/components/RequestInfo/messages'
import { BESPOKE_INCLUDES, BESPOKE_SOLUTIONS, formatGbp } from '@/content/offers'
import { cn } from '@/lib/cn'

import { ArrowIcon, CheckIcon } from '@/components/ui/icons'

/**
 * The bespoke solution cards. Each card is a button that opens the request modal with
 * planInterest set to the solution and the message prefilled. A client component that reads
 * the solutions itself: the page's RSC payload then carries no copy of the eleven cards' markup.
 */
export function BespokeGrid({
  variant,
  // Accepted so both pricing blocks take the same props; the cards open the modal instead.
  schedulingUrl: _schedulingUrl,
  className,
}: {
  variant: RequestInfoVariant
  schedulingUrl?: string
  className?: string
}) {
  return (
    <ul className={cn('grid gap-4 sm:grid-cols-2 lg:grid-cols-3', className)}>
      {BESPOKE_SOLUTIONS.map((solution) => (
        <li key={solution.name} className="flex">
          <RequestInfoButton
            planInterest={solution.name}
            message={bespokeInterestMessage(solution.name)}
            variant={variant}
            className={cn(
              'group flex w-full flex-col rounded-2xl border border-ink-200 bg-white p-6 text-left text-ink-900 shadow-card',
              'transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-lg',
            )}
          >
            <span className="flex items-start justify-between gap-4">
              <span className="text-lg font-semibold">{solution.name}</span>
              <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-bold text-brand-700">
                {formatGbp(solution.price)}
              </span>
            </span>
            <span className="mt-2 block flex-1 text-sm text-ink-600">{solution.description}</span>
            <span className="mt-4 flex items-center gap-2 text-xs font-medium text-ink-600">
              <CheckIcon className="size-4 shrink-0 text-brand-600" />
              {BESPOKE_INCLUDES}
            </span>
            <span className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700">
              Get details
              <ArrowIcon className="size-4 transition group-hover:translate-x-0.5" />
            </span>
          </RequestInfoButton>
        </li>
      ))}
    </ul>
  )
}
