import { ImageResponse } from 'next/og'

import { SocialCard } from '@/components/blog/SocialCard'
import { getPublishedPost } from '@/data/posts'
import { getSiteSettings } from '@/data/settings'
import { socialCardPath } from '@/lib/blog/socialCard'
import { CACHE_TAGS, cachedRead } from '@/lib/revalidate'
import { isSlug } from '@/lib/slug'
import { SOCIAL_CARD_SIZE } from '@/lib/socialCardFrame'

type Context = { params: Promise<{ slug: string }> }

type Card = { title: string; category: string | null; brandName: string }

async function drawCard(card: Card): Promise<Buffer> {
  const image = new ImageResponse(<SocialCard {...card} />, SOCIAL_CARD_SIZE)
  return Buffer.from(await image.arrayBuffer())
}

/**
 * The PNG of one post at one version, drawn once and kept in the data cache shared by every
 * instance (base64: the cache holds JSON). The key is the card's address and everything drawn
 * on it; an edit gives the post a new version, and the posts tag drops the old ones.
 */
const cachedCard = cachedRead(
  async (_path: string, card: Card) => (await drawCard(card)).toString('base64'),
  'social-card-png',
  { tags: [CACHE_TAGS.posts, CACHE_TAGS.settings] },
)

/** Cards being drawn in this process, so that a burst of requests draws each one once. */
const drawing = new Map<string, Promise<string>>()

function cardBase64(path: string, card: Card): Promise<string> {
  const key = JSON.stringify([path, card])
  const pending = drawing.get(key)
  if (pending) return pending
  const started = cachedCard(path, card).finally(() => drawing.delete(key))
  drawing.set(key, started)
  return started
}

/**
 * The social card of a post without a hero image: its own title on a generated image. Only the
 * address the article links (`?v=` its version) is drawn; any other query string, an old
 * version included, is sent there with a 308, so a query cannot make the server draw again.
 */
export async function GET(request: Request, { params }: Context) {
  const { slug } = await params
  const post = isSlug(slug) ? await getPublishedPost(slug) : null
  if (!post) return Response.json({ message: 'Blog post not found' }, { status: 404 })
  const path = socialCardPath(post)
  const { pathname, search } = new URL(request.url)
  if (`${pathname}${search}` !== path) {
    return new Response(null, {
      status: 308,
      headers: { Location: path, 'Cache-Control': 'public, max-age=60' },
    })
  }
  const { brandName } = await getSiteSettings()
  const png = await cardBase64(path, { title: post.title, category: post.category, brandName })
  return new Response(Buffer.from(png, 'base64'), {
    headers: {
      'Content-Type': 'image/png',
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  })
}
