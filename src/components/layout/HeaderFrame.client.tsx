'use client'

import { usePathname } from 'next/navigation'
import type React from 'react'
import { useEffect, useState } from 'react'

import { cn } from '@/lib/cn'

/** The header turns translucent once the page is scrolled past this many pixels. */
const SCROLL_THRESHOLD = 10

/**
 * The fixed header's frame: its scrolled state and its dark variant on the home page, whose hero
 * sits under it. Everything inside comes rendered from the server and follows `data-theme` in
 * CSS. On the home page the logo link (`data-home-link`) scrolls to the top instead.
 */
export function HeaderFrame({ children }: { children: React.ReactNode }) {
  const isHome = usePathname() === '/'
  const [scrolled, setScrolled] = useState(false)

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SCROLL_THRESHOLD)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])

  return (
    <>
      <header
        data-scrolled={scrolled ? 'true' : 'false'}
        data-theme={isHome ? 'dark' : undefined}
        onClick={(event) => {
          if (!isHome || !(event.target as Element).closest('[data-home-link]')) return
          event.preventDefault()
          window.scrollTo({ top: 0, behavior: 'smooth' })
        }}
        className={cn(
          'group/header fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow,backdrop-filter] duration-300',
          isHome
            ? scrolled
              ? 'bg-ink-950/80 shadow-lg shadow-black/20 backdrop-blur-md'
              : 'bg-transparent'
            : scrolled
              ? 'bg-white/80 shadow-sm backdrop-blur-md'
              : 'border-b border-ink-100 bg-white',
        )}
      >
        {children}
      </header>
      {/* Keeps content clear of the fixed header; the home hero sits under it on purpose. */}
      {isHome ? null : <div aria-hidden className="h-25" />}
    </>
  )
}
