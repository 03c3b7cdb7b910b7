import type { Metadata } from 'next'

import { CACHE_TAGS } from '@/lib/revalidate'

import { agentsMarkdown } from './agents'
import {
  aiVisibilityMarkdown,
  homeMarkdown,
  showcaseMarkdown,
  timeframesMarkdown,
  vibeCodingMarkdown,
  workWithUsMarkdown,
} from './marketing'
import {
  aiCheckerMarkdown,
  blogMarkdown,
  coachingMarkdown,
  contactMarkdown,
  onboardingMarkdown,
  privacyMarkdown,
  termsMarkdown,
} from './more'

/** What the Markdown version takes from a page's own module: its caching and its metadata. */
type PageModule = {
  revalidate?: number | false
  generateMetadata?: (props: never, parent: never) => Promise<Metadata>
  metadata?: Metadata
}

export type MarkdownPage = {
  /** The page's module (app/(site)/…/page.tsx). */
  page: () => Promise<PageModule>
  /** The Markdown of its content, from the copy and the data it renders. */
  body: () => Promise<string>
  /** Rendered per request (it reads its query): no cache keeps its HTML or its Markdown. */
  perRequest?: boolean
}

/**
 * The pages that have a Markdown version, by path: the site's public pages and /agents (each
 * named in its Link header). An article's comes from its stored Markdown; other addresses (a
 * checker result, a search, a form's own page) have none.
 */
export const MARKDOWN_PAGES: Record<string, MarkdownPage> = {
  '/': { page: () => import('@/app/(site)/page'), body: homeMarkdown },
  '/work-with-us': {
    page: () => import('@/app/(site)/work-with-us/page'),
    body: workWithUsMarkdown,
  },
  '/ai-visibility': {
    page: () => import('@/app/(site)/ai-visibility/page'),
    body: aiVisibilityMarkdown,
  },
  '/ai-checker': { page: () => import('@/app/(site)/ai-checker/page'), body: aiCheckerMarkdown },
  '/coaching': { page: () => import('@/app/(site)/coaching/page'), body: coachingMarkdown },
  '/contact': { page: () => import('@/app/(site)/contact/page'), body: contactMarkdown },
  '/blog': { page: () => import('@/app/(site)/blog/(list)/page'), body: blogMarkdown },
  '/vibe-coding': { page: () => import('@/app/(site)/vibe-coding/page'), body: vibeCodingMarkdown },
  '/timeframes': { page: () => import('@/app/(site)/timeframes/page'), body: timeframesMarkdown },
  '/showcase': { page: () => import('@/app/(site)/showcase/page'), body: showcaseMarkdown },
  '/onboarding-step': {
    page: () => import('@/app/(site)/onboarding-step/page'),
    body: onboardingMarkdown,
    perRequest: true,
  },
  '/privacy-policy': {
    page: () => import('@/app/(site)/privacy-policy/page'),
    body: privacyMarkdown,
  },
  '/terms-of-service': {
    page: () => import('@/app/(site)/terms-of-service/page'),
    body: termsMarkdown,
  },
  '/agents': { page: () => import('@/app/(site)/agents/page'), body: agentsMarkdown },
}

/** Every page may show any kind of content (prices, settings, posts): every tag expires it. */
export const PAGE_TAGS = Object.values(CACHE_TAGS)

const ONE_YEAR = 31_536_000
const NO_STORE = 'private, no-cache, no-store, max-age=0, must-revalidate'

/**
 * The Cache-Control Next.js sends with a page's HTML, from the page's `revalidate` (its
 * documented segment config): every `revalidate` seconds, stale for up to a year meanwhile;
 * without one, a year; rendered per request, never kept.
 */
export function pageCacheControl(revalidate: number | false | undefined, perRequest = false) {
  if (perRequest || revalidate === 0) return NO_STORE
  if (typeof revalidate === 'number') {
    return `s-maxage=${revalidate}, stale-while-revalidate=${ONE_YEAR - revalidate}`
  }
  return `s-maxage=${ONE_YEAR}`
}

/** The page's title and description, as its HTML's head carries them. */
export async function pageHead(
  module: PageModule,
): Promise<{ title: string; description: string }> {
  const metadata =
    (await module.generateMetadata?.(
      { params: Promise.resolve({}), searchParams: Promise.resolve({}) } as never,
      Promise.resolve({}) as never,
    )) ?? module.metadata
  const title = metadata?.title
  const text =
    typeof title === 'string'
      ? title
      : title && 'absolute' in title
        ? title.absolute
        : title && 'default' in title
          ? title.default
          : ''
  return { title: text, description: metadata?.description ?? '' }
}
