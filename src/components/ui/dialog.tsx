'use client'

import { Dialog as DialogPrimitive } from 'radix-ui'
import type React from 'react'

import { cn } from '@/lib/cn'

import { CloseIcon } from './icons'

export const Dialog = DialogPrimitive.Root
export const DialogClose = DialogPrimitive.Close

/**
 * A modal with a focus trap, Escape to close and a labelled title (Radix Dialog).
 * `onCloseAutoFocus` may send the focus back to an opener that is not a DialogTrigger.
 */
export function DialogContent({
  title,
  description,
  children,
  className,
  onCloseAutoFocus,
}: {
  title: React.ReactNode
  description?: React.ReactNode
  children: React.ReactNode
  className?: string
  onCloseAutoFocus?: (event: Event) => void
}) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink-950/60 backdrop-blur-sm data-[state=open]:animate-in" />
      <DialogPrimitive.Content
        onCloseAutoFocus={onCloseAutoFocus}
        className={cn(
          'fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2',
          'overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl sm:p-8',
          className,
        )}
      >
        <DialogPrimitive.Title className="pr-8 text-xl font-semibold text-ink-950">
          {title}
        </DialogPrimitive.Title>
        {description ? (
          <DialogPrimitive.Description className="mt-1.5 text-sm text-ink-600">
            {description}
          </DialogPrimitive.Description>
        ) : (
          <DialogPrimitive.Description className="sr-only">{title}</DialogPrimitive.Description>
        )}
        <div className="mt-6">{children}</div>
        <DialogPrimitive.Close
          aria-label="Close"
          className="absolute right-4 top-4 grid size-9 place-items-center rounded-full text-ink-500 hover:bg-ink-100 hover:text-ink-900"
        >
          <CloseIcon />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}

/**
 * A full-screen panel that slides in from the right, with the modal's focus trap, Escape and
 * scroll lock. `title` names it for assistive technology only; `onCloseAutoFocus` may send the
 * focus back to an opener outside the dialog.
 */
export function DialogSheet({
  title,
  children,
  onCloseAutoFocus,
  onClick,
}: {
  title: string
  children: React.ReactNode
  onCloseAutoFocus?: (event: Event) => void
  onClick?: React.MouseEventHandler<HTMLDivElement>
}) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-[60] bg-ink-950/60 backdrop-blur-sm data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
      <DialogPrimitive.Content
        aria-describedby={undefined}
        onCloseAutoFocus={onCloseAutoFocus}
        onClick={onClick}
        className="fixed inset-0 z-[60] flex flex-col bg-white data-[state=closed]:animate-sheet-out data-[state=open]:animate-sheet-in"
      >
        <DialogPrimitive.Title className="sr-only">{title}</DialogPrimitive.Title>
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}
