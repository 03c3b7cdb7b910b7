import { ArticleNotFound } from '@/components/blog/ArticleNotFound'

export default function ArticleNotFoundPage() {
  return <ArticleNotFound />
}
