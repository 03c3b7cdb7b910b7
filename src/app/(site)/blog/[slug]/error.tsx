'use client'

import { ArticleNotFound } from '@/components/blog/ArticleNotFound'

/** The spec shows a failed article like a missing one: 'Article Not Found' with 'Back to Blog'. */
export default function ArticleError() {
  return <ArticleNotFound />
}
