import type { PublicPost } from '@/lib/dto/posts'
import { EXCERPT_FALLBACK } from '@/lib/blog/format'
import { cn } from '@/lib/cn'

import { PostImage } from './PostImage'
import { PostMeta } from './PostMeta'
import { BlogLink } from '@/components/layout/BlogLink.client'

/**
 * One article in the list. The whole card is clickable through the title link's ::after, so
 * there is one link per card for screen readers and keyboard users.
 */
export function PostCard({
  post,
  featured = false,
  eager = false,
}: {
  post: PublicPost
  featured?: boolean
  eager?: boolean
}) {
  return (
    <article
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-card border border-ink-100 bg-white shadow-card transition',
        'focus-within:ring-2 focus-within:ring-brand-500 hover:-translate-y-0.5 hover:shadow-lg',
        featured && 'lg:col-span-full lg:grid lg:grid-cols-2',
      )}
      data-testid="post-card"
    >
      <div
        className={cn(
          'relative aspect-[16/9] bg-gradient-to-br from-brand-100 via-ink-100 to-accent-300/40',
          featured && 'lg:aspect-auto lg:min-h-[22rem]',
        )}
      >
        {post.heroImage ? (
          <PostImage
            src={post.heroImage}
            sizes={
              featured
                ? '(min-width: 1280px) 640px, (min-width: 1024px) 50vw, 100vw'
                : '(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw'
            }
            className="absolute inset-0"
            eager={eager}
            onErrorHide="image"
          />
        ) : null}
      </div>
      <div className={cn('flex flex-1 flex-col p-6', featured && 'lg:justify-center lg:p-10')}>
        {post.category ? (
          <p className="text-xs font-semibold uppercase tracking-[0.14em] text-brand-700">
            {post.category}
          </p>
        ) : null}
        <h3
          className={cn(
            'mt-2 font-bold tracking-tight text-ink-900 text-balance',
            featured ? 'text-2xl sm:text-3xl' : 'text-xl',
          )}
        >
          <BlogLink
            href={`/blog/${post.slug}`}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {post.title}
          </BlogLink>
        </h3>
        <p className={cn('mt-3 text-ink-600 text-pretty', featured ? 'text-lg' : 'line-clamp-3')}>
          {post.excerpt || EXCERPT_FALLBACK}
        </p>
        <PostMeta post={post} className="mt-auto pt-5" />
      </div>
    </article>
  )
}
