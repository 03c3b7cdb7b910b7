/** schema.org for the blog: the listing (Blog) and one article (BlogPosting). */
import type { PublicPost } from '@/lib/dto/posts'
import { htmlToText } from '@/lib/htmlToText'
import { absoluteUrl } from '@/lib/site'

import { DEFAULT_OG_IMAGE } from './metadata'

type Thing = Record<string, unknown>

const organizationRef = () => ({ '@id': absoluteUrl('/#organization') })

const imageOf = (post: PublicPost) =>
  absoluteUrl(
    post.heroImage && !post.heroImage.startsWith('data:') ? post.heroImage : DEFAULT_OG_IMAGE.url,
  )

// 'Admin' is the CMS default, not a byline: credit the organisation instead.
const authorOf = (post: PublicPost, brandName: string): Thing =>
  post.author.name === 'Admin'
    ? { ...organizationRef(), '@type': 'Organization', name: brandName }
    : { '@type': 'Person', name: post.author.name }

export function blogListing(posts: PublicPost[], brandName: string): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    '@id': absoluteUrl('/blog#blog'),
    name: `${brandName} Blog`,
    url: absoluteUrl('/blog'),
    inLanguage: 'en-GB',
    publisher: organizationRef(),
    blogPost: posts.map((post) => ({
      '@type': 'BlogPosting',
      headline: post.title,
      url: absoluteUrl(`/blog/${post.slug}`),
      image: imageOf(post),
      author: authorOf(post, brandName),
      datePublished: post.publishedAt ?? post.createdAt,
      dateModified: post.updatedAt,
      ...(post.excerpt ? { description: post.excerpt } : {}),
    })),
  }
}

export function blogPosting(post: PublicPost, brandName: string): Thing {
  const url = absoluteUrl(`/blog/${post.slug}`)
  const text = htmlToText(post.content)
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    headline: post.seoTitle || post.title,
    name: post.title,
    description: post.seoDescription ?? post.excerpt ?? undefined,
    image: imageOf(post),
    datePublished: post.publishedAt ?? post.createdAt,
    dateModified: post.updatedAt,
    author: authorOf(post, brandName),
    publisher: {
      ...organizationRef(),
      '@type': 'Organization',
      name: brandName,
      logo: absoluteUrl('/icon.svg'),
    },
    inLanguage: 'en-GB',
    isPartOf: { '@id': absoluteUrl('/blog#blog') },
    ...(post.category ? { articleSection: post.category } : {}),
    ...(post.tags.length > 0 ? { keywords: post.tags.join(', ') } : {}),
    wordCount: text ? text.split(' ').length : 0,
    timeRequired: `PT${post.readTime}M`,
  }
}
