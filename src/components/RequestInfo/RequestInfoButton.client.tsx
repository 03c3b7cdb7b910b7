'use client'

import dynamic from 'next/dynamic'
import type React from 'react'
import { useRef, useState } from 'react'

import { buttonClasses } from '@/components/ui/button'

import type { RequestInfoVariant } from './messages'

// The form, Radix Dialog and zod load on the first hover, focus or click, not with the page.
const loadDialog = () => import('./RequestInfoDialog.client')
const RequestInfoDialog = dynamic(() => loadDialog().then((m) => m.RequestInfoDialog), {
  ssr: false,
})

/**
 * A button that opens the contact-request modal, with planInterest preselected and, for a
 * bespoke card, the message prefilled. Without `className` it looks like an outline button.
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
  const [open, setOpen] = useState(false)
  const [mounted, setMounted] = useState(false)
  const button = useRef<HTMLButtonElement>(null)

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        className={className ?? buttonClasses('outline', 'md', 'w-full')}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setMounted(true)
          setOpen(true)
        }}
      >
        {children}
      </button>
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
