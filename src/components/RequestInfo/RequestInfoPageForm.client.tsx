'use client'

import Link from 'next/link'

import { buttonClasses } from '@/components/ui/button'

import type { RequestInfoVariant } from './messages'
import { RequestInfoForm } from './RequestInfoForm.client'

/**
 * The request form on a page of its own: where 'Request more info' leads without JavaScript.
 * Once sent, the page shows the modal's success message in place of the form.
 */
export function RequestInfoPageForm({
  planInterest,
  message,
  variant,
}: {
  planInterest?: string
  message?: string
  variant: RequestInfoVariant
}) {
  const back =
    variant === 'work-with-us'
      ? { href: '/work-with-us', label: 'Back to Work with us' }
      : { href: '/', label: 'Back to Home' }

  return (
    <RequestInfoForm
      planInterest={planInterest}
      message={message}
      variant={variant}
      cancel={
        <Link href={back.href} className={buttonClasses('outline')}>
          Cancel
        </Link>
      }
      done={
        <div role="status" className="text-center">
          <h2 className="text-2xl font-bold text-ink-950">Request sent!</h2>
          <p className="mt-3 text-ink-600">
            We&apos;ll get back to you within 24 hours with more information.
          </p>
          <Link href={back.href} className={buttonClasses('primary', 'md', 'mt-8')}>
            {back.label}
          </Link>
        </div>
      }
    />
  )
}
