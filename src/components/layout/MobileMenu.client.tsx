'use client'

import Link from 'next/link'
import type React from 'react'
import { useId, useState } from 'react'

import { buttonClasses } from '@/components/ui/button'
import { Dialog, DialogClose, DialogSheet } from '@/components/ui/dialog'
import { CloseIcon } from '@/components/ui/icons'
import { cn } from '@/lib/cn'

import { LatestPostCard, useLatestPost } from './LatestPostCard.client'
import { Logo } from './Logo'
import { NAV, type HeaderSettings } from './navigation'
import { BlogLink } from './BlogLink.client'

const LINK_CLASS =
  'block rounded-xl px-4 py-3 text-lg font-semibold text-ink-900 hover:bg-ink-50 hover:text-brand-700'

/** The collapsible Resources group; its state outlives the menu's closing, as the menu does. */
function ResourcesGroup({
  open,
  setOpen,
}: {
  open: boolean
  setOpen: React.Dispatch<React.SetStateAction<boolean>>
}) {
  const id = useId()
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        className={cn(LINK_CLASS, 'flex w-full items-center justify-between text-left')}
      >
        Resources
        <svg
          aria-hidden
          viewBox="0 0 20 20"
          fill="currentColor"
          className={cn('size-5 text-ink-500 transition-transform', open && 'rotate-180')}
        >
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
      <ul id={id} hidden={!open} className="ml-4 border-l border-ink-100 pl-2">
        {NAV.resources.map((item) => (
          <li key={item.href}>
            <BlogLink
              href={item.href}
              className="block rounded-xl px-4 py-2.5 text-base font-medium text-ink-700 hover:bg-ink-50 hover:text-brand-700"
            >
              {item.label}
            </BlogLink>
          </li>
        ))}
      </ul>
    </li>
  )
}

/**
 * The full-screen slide-in menu below the large breakpoint, on the Radix dialog: focus stays
 * inside, Escape closes it and the page does not scroll while it is open. It also closes on a
 * link click and on a click beside its centred column, and gives the focus back to its button.
 */
export function MobileMenu({
  open,
  onOpenChange,
  opener,
  brandName,
  schedulingUrl,
}: HeaderSettings & {
  open: boolean
  onOpenChange: (open: boolean) => void
  opener: React.RefObject<HTMLButtonElement | null>
}) {
  const latest = useLatestPost(open)
  const [resourcesOpen, setResourcesOpen] = useState(false)

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogSheet
        title="Menu"
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          opener.current?.focus({ preventScroll: true })
        }}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) onOpenChange(false)
        }}
      >
        <div className="container-page flex h-16 shrink-0 items-center justify-between border-b border-ink-100">
          <Logo brandName={brandName} />
          <DialogClose
            aria-label="Close menu"
            className="grid size-11 place-items-center rounded-full text-ink-700 hover:bg-ink-100"
          >
            <CloseIcon className="size-6" />
          </DialogClose>
        </div>

        {/* On wide screens the space beside the centred column is the backdrop: a click there
            closes the menu as a click outside a drawer would. */}
        <div
          data-testid="mobile-menu-canvas"
          className="flex min-h-0 flex-1 flex-col overflow-y-auto"
          onClick={(event) => {
            if (event.target === event.currentTarget) onOpenChange(false)
          }}
        >
          <div className="mx-auto flex w-full max-w-xl flex-1 flex-col">
            <nav aria-label="Mobile" className="flex-1 px-3 py-4 sm:py-8">
              <ul className="space-y-1">
                <li>
                  <Link href={NAV.workWithUs.href} className={LINK_CLASS}>
                    {NAV.workWithUs.label}
                  </Link>
                </li>
                <ResourcesGroup open={resourcesOpen} setOpen={setResourcesOpen} />
                <li>
                  <Link href={NAV.contact.href} className={LINK_CLASS}>
                    {NAV.contact.label}
                  </Link>
                </li>
              </ul>
              {latest === null ? null : <LatestPostCard latest={latest} />}
            </nav>

            <div className="border-t border-ink-100 p-5 sm:border-t-0 sm:pb-10">
              <a
                href={schedulingUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses('primary', 'lg', 'w-full')}
              >
                Book a call
              </a>
            </div>
          </div>
        </div>
      </DialogSheet>
    </Dialog>
  )
}
