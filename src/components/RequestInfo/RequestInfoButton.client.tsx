'use client'

import dynamic from 'next/dynamic'
import type React from 'react'
import { useRef } from 'react'

import { useEarlyDialog } from '@/components/layout/early.client'
import { buttonClasses } from '@/components/ui/button'

import { requestInfoHref, type RequestInfoVariant } from './messages'

// The form, Radix Dialog and zod load on the first hover, focus or click, not with the page.
const loadDialog = () => import('./RequestInfoDialog.client')
const RequestInfoDialog = dynamic(() => loadDialog().then((m) => m.RequestInfoDialog), {
  ssr: false,
})

/**
 * A button that opens the contact-request modal, with planInterest preselected and, for a
 * bespoke card, the message prefilled. Without `className` it looks like an outline button.
 *
 * It is a link to the same form on a page of its own (/request-info), which is where it leads
 * without JavaScript (or with a modifier key); with JavaScript it opens the modal instead, and a
 * tap before the script arrives is held and replayed (`data-early`, components/layout/EarlyInput).
 */
export function RequestInfoButton({
  planInterest,
  message,
  variant = 'home',
  children,
  className,
}: {
  planInterest?: string
  message?: string
  variant?: RequestInfoVariant
  children: React.ReactNode
  className?: string
}) {
  const { early, open, setOpen, mounted, show } = useEarlyDialog()
  const button = useRef<HTMLAnchorElement>(null)

  return (
    <>
      <a
        ref={button}
        href={requestInfoHref({ planInterest, variant, bespoke: Boolean(message) })}
        role="button"
        data-early={early}
        aria-haspopup="dialog"
        className={className ?? buttonClasses('outline', 'md', 'w-full')}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onKeyDown={(event) => {
          // A link answers Enter only; a button answers the space bar too.
          if (event.key === ' ') {
            event.preventDefault()
            event.currentTarget.click()
          }
        }}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
          event.preventDefault()
          show()
        }}
      >
        {children}
      </a>
      {mounted ? (
        <RequestInfoDialog
          open={open}
          onOpenChange={setOpen}
          opener={button}
          planInterest={planInterest}
          message={message}
          variant={variant}
        />
      ) : null}
    </>
  )
}
