'use client'

import { ArticleNotFound } from '@/components/blog/ArticleNotFound'

/** A failed article shows as a missing one does: 'Article Not Found' with 'Back to Blog'. */
export default function ArticleError() {
  return <ArticleNotFound />
}
