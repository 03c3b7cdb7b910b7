import type { Metadata } from 'next'

import { ArticleNotFound } from '@/components/blog/ArticleNotFound'
import { NOT_FOUND_METADATA } from '@/lib/seo/metadata'

// Without it, the answer would carry the layout's default title, the home page's.
export const metadata: Metadata = NOT_FOUND_METADATA

export default function ArticleNotFoundPage() {
  return <ArticleNotFound />
}
