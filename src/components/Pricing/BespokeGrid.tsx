'use client'

import { RequestInfoButton } from '@/components/RequestInfo/RequestInfoButton.client'
import { bespokeInterestMessage, type RequestInfoVariant } from '@/components/RequestInfo/messages'
import { BESPOKE_INCLUDES, formatGbp } from '@/content/offers'
import type { BespokeSolution } from '@/lib/offers'
import { cn } from '@/lib/cn'

/**
 * The bespoke solution cards. Each card is a button that opens the request modal with
 * planInterest set to the solution and the message prefilled. A client component given the
 * solutions as data: the page's RSC payload then carries no copy of the eleven cards' markup.
 */
export function BespokeGrid({
  solutions,
  variant,
  // Accepted so both pricing blocks take the same props; the cards open the modal instead.
  schedulingUrl: _schedulingUrl,
  className,
}: {
  solutions: BespokeSolution[]
  variant: RequestInfoVariant
  schedulingUrl?: string
  className?: string
}) {
  return (
    <ul className={cn('grid gap-4 sm:grid-cols-2 lg:grid-cols-3', className)}>
      {solutions.map((solution) => (
        <li key={solution.name} className="flex">
          <RequestInfoButton
            planInterest={solution.name}
            message={bespokeInterestMessage(solution.name)}
            variant={variant}
            className="card-bespoke group"
          >
            <span>
              <span>{solution.name}</span>
              <span className="pill-price">{formatGbp(solution.price)}</span>
            </span>
            <span>{solution.description}</span>
            <span className="line-includes">{BESPOKE_INCLUDES}</span>
            <span className="link-details">Get details</span>
          </RequestInfoButton>
        </li>
      ))}
    </ul>
  )
}
