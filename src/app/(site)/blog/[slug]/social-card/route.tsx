import { ImageResponse } from 'next/og'

import { SOCIAL_CARD_SIZE, SocialCard } from '@/components/blog/SocialCard'
import { getPublishedPost } from '@/data/posts'
import { getSiteSettings } from '@/data/settings'
import { socialCardVersion } from '@/lib/blog/socialCard'
import { SLUG_PATTERN } from '@/lib/slug'

type Context = { params: Promise<{ slug: string }> }

/**
 * The social card of a post without a hero image: its own title on a generated image. The
 * article's metadata links it with ?v=<updatedAt>, so a card at that version never changes.
 */
export async function GET(request: Request, { params }: Context) {
  const { slug } = await params
  const post = SLUG_PATTERN.test(slug) ? await getPublishedPost(slug) : null
  if (!post) return Response.json({ message: 'Blog post not found' }, { status: 404 })
  const { brandName } = await getSiteSettings()
  const current = new URL(request.url).searchParams.get('v') === socialCardVersion(post.updatedAt)
  return new ImageResponse(
    <SocialCard title={post.title} category={post.category} brandName={brandName} />,
    {
      ...SOCIAL_CARD_SIZE,
      headers: {
        'Cache-Control': current
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=300, stale-while-revalidate=3600',
      },
    },
  )
}
