'use client'

import { useId, useRef, useState } from 'react'

import { cn } from '@/lib/cn'

import { useEarlyClick } from './early.client'
import { NAV } from './navigation'
import { BlogLink } from './BlogLink.client'

/** 'Resources' in the desktop navigation: opens on hover and on keyboard focus; Escape closes it. */
export function ResourcesMenu({ linkClass }: { linkClass: string }) {
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const container = useRef<HTMLDivElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  // Escape returns focus to the button; that focus must not reopen the panel.
  const refocusing = useRef(false)
  const early = useId()
  useEarlyClick(early, () => setOpen(true))

  return (
    <div
      ref={container}
      className="relative"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => {
        // A keyboard user who is inside keeps it open.
        if (!container.current?.querySelector(':focus-visible')) setOpen(false)
      }}
      onFocus={() => {
        if (refocusing.current) refocusing.current = false
        else setOpen(true)
      }}
      onBlur={(event) => {
        if (!container.current?.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false)
          if (document.activeElement !== trigger.current) {
            refocusing.current = true
            trigger.current?.focus({ preventScroll: true })
          }
        }
      }}
    >
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        data-early={early}
        className={cn(linkClass, 'inline-flex items-center gap-1')}
        onClick={() => setOpen(true)}
      >
        Resources
        <svg
          aria-hidden
          viewBox="0 0 20 20"
          fill="currentColor"
          className={cn('size-4 transition-transform', open && 'rotate-180')}
        >
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
      {/* The padding bridges the gap so the pointer can travel from the button to the panel. */}
      <div
        id={menuId}
        hidden={!open}
        className="absolute left-1/2 top-full w-60 -translate-x-1/2 pt-2"
      >
        <ul className="rounded-2xl border border-ink-100 bg-white p-2 shadow-xl">
          {NAV.resources.map((item) => (
            <li key={item.href}>
              <BlogLink
                href={item.href}
                onClick={() => setOpen(false)}
                className="block rounded-xl px-4 py-2.5 text-sm font-medium text-ink-800 hover:bg-ink-50 hover:text-brand-700"
              >
                {item.label}
              </BlogLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
