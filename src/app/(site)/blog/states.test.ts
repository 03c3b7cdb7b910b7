import { createElement, type FunctionComponent } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import ArticleError from '@/app/(site)/blog/[slug]/error'
import ArticleNotFoundPage from '@/app/(site)/blog/[slug]/not-found'
import BlogError from '@/app/(site)/blog/(list)/error'
import { loadingScreenFor } from '@/components/layout/BlogLink.client'

const render = (component: FunctionComponent) => renderToStaticMarkup(createElement(component))

describe('the blog states', () => {
  it("shows 'Loading articles...' and 'Loading article...' while a link to them loads", () => {
    expect(loadingScreenFor('/blog')?.label).toBe('Loading articles...')
    expect(loadingScreenFor('/blog?search=seo')?.label).toBe('Loading articles...')
    expect(loadingScreenFor('/blog/llms-txt-quick-win')?.label).toBe('Loading article...')
    expect(loadingScreenFor('/contact')).toBeNull()
    expect(loadingScreenFor('/blogging')).toBeNull()
  })

  it("shows 'Unable to load blog posts' with a 'Refresh Page' button when the list fails", () => {
    const html = render(BlogError)
    expect(html).toContain('Unable to load blog posts')
    expect(html).toMatch(/<button[^>]*>Refresh Page<\/button>/)
  })

  it("shows 'Article Not Found' with 'Back to Blog' for a missing or failed article", () => {
    for (const html of [render(ArticleNotFoundPage), render(ArticleError)]) {
      expect(html).toContain('Article Not Found')
      expect(html).toContain(
        'The article you&#x27;re looking for doesn&#x27;t exist or has been removed.',
      )
      expect(html).toMatch(/<a[^>]*href="\/blog"[^>]*>Back to Blog<\/a>/)
    }
  })
})
