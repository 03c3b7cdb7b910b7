'use client'

import type React from 'react'

import { Button } from '@/components/ui/button'
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog'

import type { RequestInfoVariant } from './messages'
import { RequestInfoForm } from './RequestInfoForm.client'

/** The contact-request modal: on success it closes (the form resets), on failure it stays open. */
export function RequestInfoDialog({
  open,
  onOpenChange,
  opener,
  planInterest,
  message,
  variant,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The button that opened the modal: it gets the focus back when the modal closes. */
  opener: React.RefObject<HTMLElement | null>
  planInterest?: string
  message?: string
  variant: RequestInfoVariant
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        // The button that loads this modal on demand is no Radix trigger, so Radix would leave the
        // focus on the page when the modal closes.
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          opener.current?.focus({ preventScroll: true })
        }}
        title="Request more info"
        description={
          planInterest ? (
            <>
              Tell us a little about you and we&apos;ll send details about{' '}
              <strong className="font-semibold text-ink-900">{planInterest}</strong>.
            </>
          ) : (
            "Tell us a little about you and we'll get back to you with more information."
          )
        }
      >
        <RequestInfoForm
          planInterest={planInterest}
          message={message}
          variant={variant}
          cancel={
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
          }
          onSent={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  )
}
