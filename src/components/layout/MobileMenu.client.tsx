'use client'

import Link from 'next/link'
import { useEffect, useId, useRef, useState } from 'react'
import { createPortal } from 'react-dom'

import { buttonClasses } from '@/components/ui/button'
import { cn } from '@/lib/cn'

import { Logo } from './Logo'
import { NAV, type HeaderSettings } from './navigation'
import { postPreview } from './postPreview'

type LatestPost = { slug: string; title: string; heroImage: string | null; preview: string }

/**
 * The full-screen slide-in menu below the large breakpoint. Scrolling is locked while it is
 * open; it closes on a link click, a backdrop click and Escape. The latest post is fetched
 * only once the menu opens (spec §4).
 */
export function MobileMenu({ brandName, schedulingUrl, dark }: HeaderSettings & { dark: boolean }) {
  const [open, setOpen] = useState(false)
  // The overlay is created on the first open, in a portal: the header's backdrop blur would
  // otherwise become the containing block of a fixed element.
  const [rendered, setRendered] = useState(false)
  const [resourcesOpen, setResourcesOpen] = useState(false)
  const [latest, setLatest] = useState<LatestPost | null | 'loading'>(null)
  const fetched = useRef(false)
  const opener = useRef<HTMLButtonElement>(null)
  const closer = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  const resourcesId = useId()

  const close = () => {
    setOpen(false)
    opener.current?.focus({ preventScroll: true })
  }

  useEffect(() => {
    if (!open) return
    const html = document.documentElement
    const previous = [html.style.overflow, document.body.style.overflow]
    html.style.overflow = 'hidden'
    document.body.style.overflow = 'hidden'
    // After the frame in which the overlay becomes visible, so it can take focus.
    const frame = window.requestAnimationFrame(() => closer.current?.focus({ preventScroll: true }))
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      opener.current?.focus({ preventScroll: true })
    }
    document.addEventListener('keydown', onEscape)
    return () => {
      window.cancelAnimationFrame(frame)
      document.removeEventListener('keydown', onEscape)
      html.style.overflow = previous[0] ?? ''
      document.body.style.overflow = previous[1] ?? ''
    }
  }, [open])

  useEffect(() => {
    if (!open || fetched.current) return
    fetched.current = true
    let cancelled = false
    // Loading state is set from the fetch path, not synchronously in the effect body.
    void Promise.resolve()
      .then(() => {
        if (!cancelled) setLatest('loading')
        return fetch('/api/blog')
      })
      .then((response) => {
        if (!response.ok) throw new Error(`Failed to fetch blog posts: ${response.status}`)
        return response.json() as Promise<{ posts?: LatestPostSource[] }>
      })
      .then(({ posts }) => {
        const first = posts?.[0]
        if (cancelled) return
        setLatest(
          first
            ? {
                slug: first.slug,
                title: first.title,
                heroImage: first.heroImage,
                preview: postPreview(first),
              }
            : null,
        )
      })
      .catch(() => {
        fetched.current = false
        if (!cancelled) setLatest(null)
      })
    return () => {
      cancelled = true
    }
  }, [open])

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'Tab' || !panel.current) return
    // Keeps keyboard focus inside the open menu.
    const focusable = panel.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last?.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first?.focus()
    }
  }

  const linkClass =
    'block rounded-xl px-4 py-3 text-lg font-semibold text-ink-900 hover:bg-ink-50 hover:text-brand-700'

  return (
    <div className="lg:hidden">
      <button
        ref={opener}
        type="button"
        aria-label="Open menu"
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => {
          setRendered(true)
          setOpen(true)
        }}
        className={cn(
          'grid size-11 place-items-center rounded-full',
          dark ? 'text-white hover:bg-white/10' : 'text-ink-900 hover:bg-ink-100',
        )}
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

      {rendered
        ? createPortal(
            <div
              className={cn(
                'fixed inset-0 z-[60]',
                // Visible at once on open; hidden only after the slide-out on close.
                open ? 'visible' : 'invisible transition-[visibility] duration-300',
              )}
              inert={!open}
            >
              <div
                data-testid="mobile-menu-backdrop"
                aria-hidden
                onClick={close}
                className={cn(
                  'absolute inset-0 bg-ink-950/60 backdrop-blur-sm transition-opacity duration-300',
                  open ? 'opacity-100 starting:opacity-0' : 'opacity-0',
                )}
              />
              <div
                ref={panel}
                role="dialog"
                aria-modal="true"
                aria-label="Menu"
                onKeyDown={onKeyDown}
                onClick={(event) => {
                  if ((event.target as HTMLElement).closest('a')) setOpen(false)
                }}
                className={cn(
                  // Full screen at every width where the hamburger shows.
                  'absolute inset-0 flex flex-col bg-white',
                  'transition-transform duration-300 ease-out',
                  open ? 'translate-x-0 starting:translate-x-full' : 'translate-x-full',
                )}
              >
                <div className="container-page flex h-16 shrink-0 items-center justify-between border-b border-ink-100">
                  <Logo brandName={brandName} />
                  <button
                    ref={closer}
                    type="button"
                    aria-label="Close menu"
                    onClick={close}
                    className="grid size-11 place-items-center rounded-full text-ink-700 hover:bg-ink-100"
                  >
                    <svg
                      aria-hidden
                      viewBox="0 0 24 24"
                      className="size-6"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                    >
                      <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
                    </svg>
                  </button>
                </div>

                {/* On wide screens the space beside the centred column is the backdrop: a
                    click there closes the menu as a click outside a drawer would. */}
                <div
                  data-testid="mobile-menu-canvas"
                  className="flex min-h-0 flex-1 flex-col overflow-y-auto"
                  onClick={(event) => {
                    if (event.target === event.currentTarget) close()
                  }}
                >
                  <div className="mx-auto flex w-full max-w-xl flex-1 flex-col">
                    <nav aria-label="Mobile" className="flex-1 px-3 py-4 sm:py-8">
                      <ul className="space-y-1">
                        <li>
                          <Link href={NAV.workWithUs.href} className={linkClass}>
                            {NAV.workWithUs.label}
                          </Link>
                        </li>
                        <li>
                          <button
                            type="button"
                            aria-expanded={resourcesOpen}
                            aria-controls={resourcesId}
                            onClick={() => setResourcesOpen((value) => !value)}
                            className={cn(
                              linkClass,
                              'flex w-full items-center justify-between text-left',
                            )}
                          >
                            Resources
                            <svg
                              aria-hidden
                              viewBox="0 0 20 20"
                              fill="currentColor"
                              className={cn(
                                'size-5 text-ink-500 transition-transform',
                                resourcesOpen && 'rotate-180',
                              )}
                            >
                              <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
                            </svg>
                          </button>
                          <ul
                            id={resourcesId}
                            hidden={!resourcesOpen}
                            className="ml-4 border-l border-ink-100 pl-2"
                          >
                            {NAV.resources.map((item) => (
                              <li key={item.href}>
                                <Link
                                  href={item.href}
                                  className="block rounded-xl px-4 py-2.5 text-base font-medium text-ink-700 hover:bg-ink-50 hover:text-brand-700"
                                >
                                  {item.label}
                                </Link>
                              </li>
                            ))}
                          </ul>
                        </li>
                        <li>
                          <Link href={NAV.contact.href} className={linkClass}>
                            {NAV.contact.label}
                          </Link>
                        </li>
                      </ul>

                      {latest === null ? null : (
                        <section aria-labelledby="mobile-latest-heading" className="mt-6 px-1">
                          <h2
                            id="mobile-latest-heading"
                            className="px-3 text-xs font-semibold tracking-wider text-ink-600 uppercase"
                          >
                            Latest from our blog
                          </h2>
                          {latest === 'loading' ? (
                            <div className="mt-3 h-28 animate-pulse rounded-2xl bg-ink-100" />
                          ) : (
                            <Link
                              href={`/blog/${latest.slug}`}
                              data-testid="mobile-latest-post"
                              className="mt-3 flex gap-4 rounded-2xl border border-ink-100 bg-ink-50 p-3 hover:border-brand-200 hover:bg-brand-50"
                            >
                              {latest.heroImage ? (
                                // Hero images may be data URIs or any stored URL, so no next/image here.
                                // eslint-disable-next-line @next/next/no-img-element
                                <img
                                  src={latest.heroImage}
                                  alt=""
                                  loading="lazy"
                                  className="size-20 shrink-0 rounded-xl object-cover"
                                  onError={(event) => {
                                    event.currentTarget.hidden = true
                                  }}
                                />
                              ) : null}
                              <span className="min-w-0">
                                <span className="line-clamp-2 block font-semibold text-ink-900">
                                  {latest.title}
                                </span>
                                <span className="mt-1 line-clamp-3 block text-sm text-ink-600">
                                  {latest.preview}
                                </span>
                              </span>
                            </Link>
                          )}
                        </section>
                      )}
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
              </div>
            </div>,
            document.body,
          )
        : null}
    </div>
  )
}

type LatestPostSource = {
  slug: string
  title: string
  heroImage: string | null
  excerpt: string | null
  content: string
}
