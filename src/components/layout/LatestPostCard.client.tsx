'use client'

import { useEffect, useRef, useState } from 'react'

import { postPreview } from './postPreview'
import { BlogLink } from './BlogLink.client'

type LatestPostSource = {
  slug: string
  title: string
  heroImage: string | null
  excerpt: string | null
  content: string
}
export type LatestPost = { slug: string; title: string; heroImage: string | null; preview: string }

/**
 * The latest post for the menu's card, fetched the first time the menu opens (and again after a
 * failure): the blog list is read only while the menu is open.
 */
export function useLatestPost(open: boolean): LatestPost | null | 'loading' {
  const [latest, setLatest] = useState<LatestPost | null | 'loading'>(null)
  const fetched = useRef(false)

  useEffect(() => {
    if (!open || fetched.current) return
    fetched.current = true
    let cancelled = false
    // The loading state is set from the fetch path, not synchronously in the effect body.
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

  return latest
}

/** The menu's 'Latest from our blog' card, or its placeholder while the post loads. */
export function LatestPostCard({ latest }: { latest: LatestPost | 'loading' }) {
  return (
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
        <BlogLink
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
            <span className="line-clamp-2 block font-semibold text-ink-900">{latest.title}</span>
            <span className="mt-1 line-clamp-3 block text-sm text-ink-600">{latest.preview}</span>
          </span>
        </BlogLink>
      )}
    </section>
  )
}
