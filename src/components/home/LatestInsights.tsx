import { PostImage } from '@/components/blog/PostImage'
import { HOME } from '@/content/home'
import { getPublishedPosts } from '@/data/posts'
import { EXCERPT_FALLBACK, formatPublicDate, postDate } from '@/lib/blog/format'
import type { PublicPost } from '@/lib/dto/posts'

import { SectionHeading } from './SectionHeading'
import { BlogLink } from '@/components/layout/BlogLink.client'

async function newestPosts(): Promise<PublicPost[]> {
  try {
    // Already newest first (publishedAt, falling back to createdAt).
    return (await getPublishedPosts()).slice(0, HOME.insights.count)
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
            eyebrow={HOME.insights.eyebrow}
            title={HOME.insights.title}
            lede={HOME.insights.lead}
          />
          <BlogLink
            href="/blog"
            className="inline-flex items-center gap-1 text-sm font-semibold text-accent-300 hover:text-accent-400"
          >
            {HOME.insights.viewAll}
            <span aria-hidden="true">→</span>
          </BlogLink>
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
    <article className="card-post group">
      {/* A placeholder gradient stays when the image is missing or fails to load. */}
      <div>
        {post.heroImage && (
          <PostImage
            src={post.heroImage}
            sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
            onErrorHide="image"
          />
        )}
      </div>
      <div>
        <time dateTime={date}>{formatPublicDate(date)}</time>
        <h3>
          <BlogLink href={`/blog/${post.slug}`}>{post.title}</BlogLink>
        </h3>
        <p>{post.excerpt || EXCERPT_FALLBACK}</p>
        <span aria-hidden="true">Read article →</span>
      </div>
    </article>
  )
}
