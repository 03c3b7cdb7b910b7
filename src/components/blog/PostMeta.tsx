import { formatPublicDate, formatReadTime, postDate } from '@/lib/blog/format'
import { cn } from '@/lib/cn'

/** 'January 5, 2025 · 5 min read', with a machine-readable date. */
export function PostMeta({
  post,
  className,
}: {
  post: { publishedAt: string | null; createdAt: string; readTime: number }
  className?: string
}) {
  const date = postDate(post)
  return (
    <p className={cn('flex flex-wrap items-center gap-x-2 text-sm text-ink-600', className)}>
      <time dateTime={date}>{formatPublicDate(date)}</time>
      <span aria-hidden="true">·</span>
      <span>{formatReadTime(post.readTime)}</span>
    </p>
  )
}
