import { buttonClasses } from '@/components/ui/button'
import { BlogLink } from '@/components/layout/BlogLink.client'

/** A missing or failed article. Used by not-found and error views. */
export function ArticleNotFound() {
  return (
    <div className="bg-ink-50">
      <div className="container-page flex min-h-[70vh] flex-col items-center justify-center py-16 text-center">
        <p className="text-sm font-semibold uppercase tracking-[0.18em] text-brand-700">Blog</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-ink-900">Article Not Found</h1>
        <p className="mt-4 max-w-md text-lg text-ink-600">
          The article you&apos;re looking for doesn&apos;t exist or has been removed.
        </p>
        <BlogLink href="/blog" className={buttonClasses('primary', 'lg', 'mt-8')}>
          Back to Blog
        </BlogLink>
      </div>
    </div>
  )
}
