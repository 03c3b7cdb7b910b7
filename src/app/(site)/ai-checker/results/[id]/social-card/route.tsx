import { ImageResponse } from 'next/og'

import { isResultId, readStoredResult, resultCardPath } from '@/features/ai-visibility/results'
import { ResultSocialCard } from '@/features/ai-visibility/ui/ResultSocialCard'
import { cachedRead } from '@/lib/revalidate'
import { SOCIAL_CARD_SIZE } from '@/lib/socialCardFrame'

type Context = { params: Promise<{ id: string }> }

type Card = { domain: string; score: number }

/** A stored result never changes: its card is kept a day, as long as browsers may keep it. */
const CARD_LIFETIME_SECONDS = 86_400

async function drawCard(card: Card): Promise<string> {
  const image = new ImageResponse(<ResultSocialCard {...card} />, SOCIAL_CARD_SIZE)
  return Buffer.from(await image.arrayBuffer()).toString('base64')
}

/**
 * The PNG of one result, drawn once and kept in the data cache that every instance shares
 * (base64: the cache holds JSON), keyed by the result's id and what is drawn on it.
 */
const cachedCard = cachedRead(
  async (_id: string, card: Card) => drawCard(card),
  'result-social-card-png',
  { tags: ['ai-check-results'], revalidate: CARD_LIFETIME_SECONDS },
)

/** Cards being drawn in this process, so that a burst of requests draws each one once. */
const drawing = new Map<string, Promise<string>>()

function cardBase64(id: string, card: Card): Promise<string> {
  const pending = drawing.get(id)
  if (pending) return pending
  const started = cachedCard(id, card).finally(() => drawing.delete(id))
  drawing.set(id, started)
  return started
}

/**
 * The social card of a shared result: its domain and score. Only its own address is drawn:
 * any query string is sent there with a 308 before the result is even read, so no made-up
 * query makes the server draw again.
 */
export async function GET(request: Request, { params }: Context) {
  const { id } = await params
  if (!isResultId(id)) return Response.json({ message: 'Result not found' }, { status: 404 })
  const path = resultCardPath(id)
  if (new URL(request.url).search !== '') {
    return new Response(null, {
      status: 308,
      headers: { Location: path, 'Cache-Control': 'public, max-age=60' },
    })
  }
  const result = await readStoredResult(id)
  if (!result) return Response.json({ message: 'Result not found' }, { status: 404 })
  const png = await cardBase64(id, { domain: result.domain, score: result.aiVisibilityScore })
  return new Response(Buffer.from(png, 'base64'), {
    headers: {
      'Content-Type': 'image/png',
      'Cache-Control': `public, max-age=${CARD_LIFETIME_SECONDS}, immutable`,
      'X-Robots-Tag': 'noindex',
    },
  })
}
