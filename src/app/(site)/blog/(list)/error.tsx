'use client'

import { Button } from '@/components/ui/button'

/**
 * Shown when the post list (or a search of it) cannot be read. It sits in the list's route group
 * so that an article, which has its own error view, does not load this one too.
 */
export default function BlogError() {
  return (
    <div className="bg-ink-50">
      <div className="container-page flex min-h-[60vh] flex-col items-center justify-center py-16 text-center">
        <h1 className="text-3xl font-bold tracking-tight text-ink-900">
          Unable to load blog posts
        </h1>
        <p className="mt-3 max-w-md text-ink-600">
          Something went wrong while loading the articles.
        </p>
        <Button className="mt-8" onClick={() => window.location.reload()}>
          Refresh Page
        </Button>
      </div>
    </div>
  )
}
