import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import Link from 'next/link'
import { notFound, permanentRedirect } from 'next/navigation'

import { PostImage } from '@/components/blog/PostImage'
import { PostMeta } from '@/components/blog/PostMeta'
import { PreviewBar } from '@/components/blog/PreviewBar'
import { JsonLd } from '@/components/JsonLd'
import { buttonClasses } from '@/components/ui/button'
import { getPublishedPost, getPublishedPosts } from '@/data/posts'
import { getPreviewPost } from '@/data/preview'
import { findRedirect } from '@/data/redirects'
import { getSiteSettings } from '@/data/settings'
import { isSlug } from '@/lib/slug'
import { blogPosting } from '@/lib/seo/blog'
import { DEFAULT_DESCRIPTION, NOT_FOUND_METADATA, pageMetadata } from '@/lib/seo/metadata'
import { breadcrumb } from '@/lib/seo/structuredData'
import { ARTICLE_PROSE, withScrollableTables } from '@/lib/blog/prose'
import { socialCardPath } from '@/lib/blog/socialCard'
import { BlogLink } from '@/components/layout/BlogLink.client'

/** Published posts are prerendered; new ones render on first visit and are then cached too. */
export const dynamicParams = true

export async function generateStaticParams() {
  const posts = await getPublishedPosts()
  return posts.map((post) => ({ slug: post.slug }))
}

type Props = { params: Promise<{ slug: string }> }

/**
 * The published post, or in draft mode (an editor previewing from /cms) its latest draft.
 * Next renders a draft-mode request afresh and stores it in no cache.
 */
async function findPost(slug: string) {
  // Anything that cannot be a slug is not worth a database round trip.
  if (!isSlug(slug)) return { post: null, preview: false }
  // In draft mode the exit control shows even when there is no draft to show.
  const preview = (await draftMode()).isEnabled
  const draft = preview ? await getPreviewPost(slug) : null
  return { post: draft ?? (await getPublishedPost(slug)), preview }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const { post, preview } = await findPost(slug)
  if (!post) return NOT_FOUND_METADATA
  const metadata = pageMetadata({
    title: post.seoTitle,
    description: post.seoDescription ?? DEFAULT_DESCRIPTION,
    path: `/blog/${post.slug}`,
    // The hero image (a data URI is already its own URL here), else the post's generated card.
    image: post.heroImage ?? socialCardPath(post),
    imageAlt: post.title,
    type: 'article',
    publishedTime: post.publishedAt ?? post.createdAt,
    modifiedTime: post.updatedAt,
    keywords: post.tags.length > 0 ? post.tags : undefined,
    authors: [post.author.name],
    section: post.category,
    tags: post.tags,
  })
  return preview ? { ...metadata, robots: 'noindex, nofollow' } : metadata
}

export default async function ArticlePage({ params }: Props) {
  const { slug } = await params
  const { post, preview } = await findPost(slug)
  if (!post) {
    // An old address of a post (renamed, or a redirect made in /cms) answers before the 404.
    const target = await findRedirect(`/blog/${slug}`)
    if (target) permanentRedirect(target)
    notFound()
  }
  const settings = await getSiteSettings()

  return (
    <div className="bg-white">
      {preview ? <PreviewBar path={`/blog/${slug}`} /> : null}
      <JsonLd
        data={[
          blogPosting(post, settings.brandName),
          breadcrumb([
            ['Blog', '/blog'],
            [post.title, `/blog/${post.slug}`],
          ]),
        ]}
      />
      <article className="pb-20 pt-8 sm:pb-28 sm:pt-14">
        <header className="container-page">
          <div className="mx-auto max-w-3xl">
            <BlogLink
              href="/blog"
              className="inline-flex items-center gap-2 rounded-full text-sm font-semibold text-brand-700 hover:text-brand-800"
            >
              <span aria-hidden="true">←</span>
              All blogs
            </BlogLink>
            {post.category ? (
              <p className="mt-8 text-sm font-semibold uppercase tracking-[0.16em] text-brand-700">
                {post.category}
              </p>
            ) : null}
            <h1
              className={`${post.category ? 'mt-3' : 'mt-8'} text-4xl font-bold tracking-tight text-ink-900 text-balance sm:text-5xl`}
            >
              {post.title}
            </h1>
            {post.excerpt ? (
              <p className="mt-5 text-xl text-ink-600 text-pretty">{post.excerpt}</p>
            ) : null}
            <PostMeta post={post} className="mt-6 text-base" />
          </div>
        </header>

        {post.heroImage ? (
          <div className="container-page mt-10 sm:mt-12">
            <PostImage
              src={post.heroImage}
              sizes="(min-width: 1280px) 1024px, (min-width: 640px) calc(100vw - 4rem), calc(100vw - 2.5rem)"
              className="relative mx-auto aspect-[16/9] max-w-5xl rounded-card bg-ink-100"
              preload
              unoptimized={preview}
            />
          </div>
        ) : null}

        <div className="container-page mt-12">
          <div
            className={ARTICLE_PROSE}
            data-testid="article-body"
            // Stored as sanitised HTML: the Posts hooks render the Markdown through rehype-sanitize.
            dangerouslySetInnerHTML={{ __html: withScrollableTables(post.content) }}
          />

          <footer className="mx-auto mt-12 max-w-3xl border-t border-ink-100 pt-8">
            {post.tags.length > 0 ? (
              <ul aria-label="Tags" className="flex flex-wrap gap-2">
                {post.tags.map((tag) => (
                  <li key={tag}>
                    {/* A full page load: the client router would reuse the static /blog for
                        /blog?search=…, which next.config.ts rewrites on the server only. */}
                    <a
                      href={`/blog?search=${encodeURIComponent(tag)}`}
                      className="inline-flex items-center rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 ring-1 ring-inset ring-brand-100 hover:bg-brand-100"
                    >
                      {tag}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}

            <aside
              data-theme="dark"
              className="mt-12 overflow-hidden rounded-card bg-ink-950 px-6 py-8 text-white sm:px-10 sm:py-10"
            >
              <h2 className="text-2xl font-bold tracking-tight">Is your business visible to AI?</h2>
              <p className="mt-3 max-w-xl text-ink-200">
                Run the free AI Visibility Checker on your domain, or talk to us about making AI
                assistants recommend you.
              </p>
              <div className="mt-6 flex flex-wrap gap-3">
                <Link href="/ai-checker" className={buttonClasses('primary', 'md')}>
                  Check your site
                </Link>
                <Link href="/contact" className={buttonClasses('light', 'md')}>
                  Contact us
                </Link>
              </div>
            </aside>
          </footer>
        </div>
      </article>
    </div>
  )
}
