import type { PublicPost } from '@/lib/dto/posts'
import { buttonClasses } from '@/components/ui/button'

import { PostCard } from './PostCard'
import { BlogLink } from '@/components/layout/BlogLink.client'

export const BLOG_HEADING = 'Insights on AI visibility and AI-native business'
export const BLOG_LEAD =
  'Practical guides to being found and recommended by AI assistants, and to putting AI to work in your business.'

function RssIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
      <path d="M5 17a2 2 0 1 1 0 4 2 2 0 0 1 0-4Zm-2-7.5a11.5 11.5 0 0 1 11.5 11.5h-3A8.5 8.5 0 0 0 3 12.5v-3ZM3 3a18 18 0 0 1 18 18h-3A15 15 0 0 0 3 6V3Z" />
    </svg>
  )
}

function SearchIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" strokeLinecap="round" />
    </svg>
  )
}

/** A plain GET form: /blog?search={term} is the site-search target the structured data declares. */
function SearchForm({ term }: { term: string }) {
  return (
    <form action="/blog" method="get" role="search" className="flex w-full gap-2 sm:max-w-md">
      <label htmlFor="blog-search" className="sr-only">
        Search articles
      </label>
      <div className="relative flex-1">
        <span className="pointer-events-none absolute inset-y-0 left-4 flex items-center text-ink-500">
          <SearchIcon />
        </span>
        <input
          // A new term (e.g. a tag link followed in the app) must show, not the last one typed.
          key={term}
          id="blog-search"
          name="search"
          type="search"
          defaultValue={term}
          maxLength={100}
          placeholder="Search articles"
          className="block h-12 w-full rounded-full border border-ink-200 bg-white pl-11 pr-4 text-base text-ink-900 shadow-sm placeholder:text-ink-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30"
        />
      </div>
      <button type="submit" className={buttonClasses('secondary', 'lg')}>
        Search
      </button>
    </form>
  )
}

/** The empty list: no published posts at all. */
export function NoArticles() {
  return (
    <div className="rounded-card border border-dashed border-ink-200 bg-white px-6 py-16 text-center">
      <h3 className="text-2xl font-bold tracking-tight text-ink-900">No articles yet</h3>
      <p className="mx-auto mt-3 max-w-md text-ink-600">
        Our first articles are on their way. Follow the RSS feed to hear as soon as they are out.
      </p>
    </div>
  )
}

function NoMatches({ term }: { term: string }) {
  return (
    <div className="rounded-card border border-dashed border-ink-200 bg-white px-6 py-16 text-center">
      <h3 className="text-2xl font-bold tracking-tight text-ink-900">No articles match “{term}”</h3>
      <p className="mx-auto mt-3 max-w-md text-ink-600">Try a shorter or a different word.</p>
      <BlogLink href="/blog" className={buttonClasses('outline', 'md', 'mt-6')}>
        Show all articles
      </BlogLink>
    </div>
  )
}

/** The /blog page body, shared by the list and its search results. */
export function BlogIndex({
  posts,
  searchTerm = '',
}: {
  posts: PublicPost[]
  searchTerm?: string
}) {
  const searching = searchTerm !== ''
  // The newest post leads the list as a wide card when there are enough to fill a row after it.
  const featured = !searching && posts.length >= 3
  return (
    <div className="bg-ink-50">
      <section className="border-b border-ink-100 bg-white pb-12 pt-10 sm:pb-16 sm:pt-16">
        <div className="container-page flex flex-col gap-10 lg:flex-row lg:items-end lg:justify-between">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold uppercase tracking-[0.18em] text-brand-700">Blog</p>
            <h1 className="mt-3 text-4xl font-bold tracking-tight text-ink-900 text-balance sm:text-5xl">
              {BLOG_HEADING}
            </h1>
            <p className="mt-5 text-lg text-ink-600 text-pretty">{BLOG_LEAD}</p>
          </div>
          <div className="flex w-full flex-col gap-4 sm:items-start lg:w-auto lg:items-end">
            <SearchForm term={searchTerm} />
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a feed, not a page */}
            <a
              href="/api/blog/rss"
              className="inline-flex items-center gap-2 rounded-full text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
            >
              <RssIcon />
              RSS feed
            </a>
          </div>
        </div>
      </section>

      <section aria-labelledby="articles-heading" className="container-page py-12 sm:py-16">
        <h2
          id="articles-heading"
          className={searching ? 'mb-8 text-xl font-semibold text-ink-900' : 'sr-only'}
        >
          {searching ? (
            <>
              {posts.length} {posts.length === 1 ? 'article' : 'articles'} found for “{searchTerm}”
            </>
          ) : (
            'Latest articles'
          )}
        </h2>
        {posts.length === 0 ? (
          searching ? (
            <NoMatches term={searchTerm} />
          ) : (
            <NoArticles />
          )
        ) : (
          <div className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
            {posts.map((post, index) => (
              <PostCard
                key={post.id}
                post={post}
                featured={featured && index === 0}
                eager={index === 0}
              />
            ))}
          </div>
        )}
      </section>
    </div>
  )
}
