'use client'

import { lazy, Suspense, useId, useRef, useState } from 'react'

import { useEarlyClick } from './early.client'

import type { HeaderSettings } from './navigation'

const loadMenu = () => import('./MobileMenu.client')
const MobileMenu = lazy(() => loadMenu().then((module) => ({ default: module.MobileMenu })))

/**
 * The hamburger below the large breakpoint. The menu is its own script, fetched when a pointer
 * or the keyboard comes near the button and shown on the tap.
 */
export function MobileMenuButton({ brandName, schedulingUrl }: HeaderSettings) {
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  const opener = useRef<HTMLButtonElement>(null)
  const preload = () => void loadMenu()
  const show = () => {
    setWanted(true)
    setOpen(true)
  }
  const early = useId()
  useEarlyClick(early, show)

  return (
    <div className="lg:hidden">
      <button
        ref={opener}
        type="button"
        aria-label="Open menu"
        aria-expanded={open}
        aria-haspopup="dialog"
        data-early={early}
        onPointerDown={preload}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={show}
        className="grid size-11 place-items-center rounded-full text-ink-900 hover:bg-ink-100 group-data-[theme=dark]/header:text-white group-data-[theme=dark]/header:hover:bg-white/10"
      >
        <svg
          aria-hidden
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
        </svg>
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileMenu
            open={open}
            onOpenChange={setOpen}
            opener={opener}
            brandName={brandName}
            schedulingUrl={schedulingUrl}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
