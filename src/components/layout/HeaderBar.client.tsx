'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import type React from 'react'
import { useEffect, useId, useRef, useState } from 'react'

import { buttonClasses } from '@/components/ui/button'
import { cn } from '@/lib/cn'

import { Logo } from './Logo'
import { MobileMenu } from './MobileMenu.client'
import { NAV, type HeaderSettings } from './navigation'

/** Scrolled state past this many pixels (spec §9). */
const SCROLL_THRESHOLD = 10

/**
 * The fixed header: scrolled state, dark variant on the home page (whose hero sits under it),
 * the Resources dropdown and the mobile menu. The banner comes in from the server.
 */
export function HeaderBar({
  brandName,
  schedulingUrl,
  banner,
}: HeaderSettings & { banner: React.ReactNode }) {
  const pathname = usePathname()
  const isHome = pathname === '/'
  const [scrolled, setScrolled] = useState(false)

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SCROLL_THRESHOLD)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])

  const dark = isHome
  const linkClass = cn(
    'rounded-full px-4 py-2 text-sm font-medium transition-colors',
    dark
      ? 'text-ink-100 hover:bg-white/10 hover:text-white'
      : 'text-ink-700 hover:bg-ink-100 hover:text-ink-950',
  )

  return (
    <>
      <header
        data-scrolled={scrolled ? 'true' : 'false'}
        data-theme={dark ? 'dark' : undefined}
        className={cn(
          'fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow,backdrop-filter] duration-300',
          dark
            ? scrolled
              ? 'bg-ink-950/80 shadow-lg shadow-black/20 backdrop-blur-md'
              : 'bg-transparent'
            : scrolled
              ? 'bg-white/80 shadow-sm backdrop-blur-md'
              : 'border-b border-ink-100 bg-white',
        )}
      >
        {banner}
        <div className="container-page flex h-16 items-center justify-between gap-6">
          <Link
            href="/"
            aria-label={`${brandName} home`}
            className="rounded-lg"
            onClick={(event) => {
              if (!isHome) return
              event.preventDefault()
              window.scrollTo({ top: 0, behavior: 'smooth' })
            }}
          >
            <Logo brandName={brandName} tone={dark ? 'light' : 'dark'} />
          </Link>

          <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
            <Link href={NAV.workWithUs.href} className={linkClass}>
              {NAV.workWithUs.label}
            </Link>
            <ResourcesDropdown linkClass={linkClass} />
            <Link href={NAV.contact.href} className={linkClass}>
              {NAV.contact.label}
            </Link>
            <a
              href={schedulingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses('primary', 'sm', 'ml-3 px-5')}
            >
              Book a call
            </a>
          </nav>

          <MobileMenu brandName={brandName} schedulingUrl={schedulingUrl} dark={dark} />
        </div>
      </header>
      {/* Keeps content clear of the fixed header; the home hero sits under it on purpose. */}
      {isHome ? null : <div aria-hidden className="h-25" />}
    </>
  )
}

/** 'Resources' opens on hover and on keyboard focus; Escape closes it. */
function ResourcesDropdown({ linkClass }: { linkClass: string }) {
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const container = useRef<HTMLDivElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  // Escape returns focus to the button; that focus must not reopen the panel.
  const refocusing = useRef(false)

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
              <Link
                href={item.href}
                onClick={() => setOpen(false)}
                className="block rounded-xl px-4 py-2.5 text-sm font-medium text-ink-800 hover:bg-ink-50 hover:text-brand-700"
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
