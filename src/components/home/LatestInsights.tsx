import Link from 'next/link'

import { PostImage } from '@/components/blog/PostImage'
import { getPublishedPosts } from '@/data/posts'
import { EXCERPT_FALLBACK, formatPublicDate, postDate } from '@/lib/blog/format'
import type { PublicPost } from '@/lib/dto/posts'

import { SectionHeading } from './SectionHeading'
import { BlogLinkPending } from '@/components/layout/BlogLinkPending.client'

const HOME_POST_COUNT = 2

async function newestPosts(): Promise<PublicPost[]> {
  try {
    // Already newest first (publishedAt, falling back to createdAt).
    return (await getPublishedPosts()).slice(0, HOME_POST_COUNT)
  } catch (error) {
    // The block is optional: on error the home page renders without it.
    console.error('Latest Insights: could not load posts', error)
    return []
  }
}

/** The two newest articles; renders nothing when there are none or on error. */
export async function LatestInsights() {
  const posts = await newestPosts()
  if (posts.length === 0) return null

  return (
    <section aria-labelledby="insights-title" className="defer-render py-16 sm:py-20 lg:py-24">
      <div className="container-page">
        <div className="flex flex-col items-start justify-between gap-6 sm:flex-row sm:items-end">
          <SectionHeading
            id="insights-title"
            align="left"
            eyebrow="From the blog"
            title="Latest Insights"
            lede="Practical guides on AI visibility, automation and building with AI."
          />
          <Link
            href="/blog"
            className="inline-flex items-center gap-1 text-sm font-semibold text-accent-300 hover:text-accent-400"
          >
            View all articles
            <span aria-hidden="true">→</span>
            <BlogLinkPending href="/blog" />
          </Link>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

function PostCard({ post }: { post: PublicPost }) {
  const date = postDate(post)
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-white/10 bg-ink-900/60 transition-colors hover:border-brand-400/40">
      {/* A placeholder gradient stays when the image is missing or fails to load. */}
      <div className="relative aspect-[16/9] bg-gradient-to-br from-brand-900 via-ink-800 to-ink-900">
        {post.heroImage && (
          <PostImage
            src={post.heroImage}
            sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
            className="absolute inset-0 transition-transform duration-500 group-hover:scale-[1.03]"
            onErrorHide="image"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col p-6">
        <time dateTime={date} className="text-sm text-ink-300">
          {formatPublicDate(date)}
        </time>
        <h3 className="mt-2 text-xl font-semibold text-balance text-white">
          <Link href={`/blog/${post.slug}`} className="after:absolute after:inset-0">
            {post.title}
            <BlogLinkPending href={`/blog/${post.slug}`} />
          </Link>
        </h3>
        <p className="mt-3 line-clamp-3 text-sm leading-relaxed text-ink-300">
          {post.excerpt || EXCERPT_FALLBACK}
        </p>
        <span className="mt-auto pt-5 text-sm font-semibold text-accent-300" aria-hidden="true">
          Read article →
        </span>
      </div>
    </article>
  )
}
