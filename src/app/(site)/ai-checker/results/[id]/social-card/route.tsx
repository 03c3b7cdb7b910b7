import { ImageResponse } from 'next/og'

import { readStoredResult } from '@/features/ai-visibility/results'
import { ResultSocialCard } from '@/features/ai-visibility/ui/ResultSocialCard'
import { SOCIAL_CARD_SIZE } from '@/lib/socialCardFrame'

type Context = { params: Promise<{ id: string }> }

type Card = { domain: string; score: number }

/** Cards being drawn in this process, so that a burst of requests draws each one once. */
const drawing = new Map<string, Promise<ArrayBuffer>>()

function drawCard(id: string, card: Card): Promise<ArrayBuffer> {
  const pending = drawing.get(id)
  if (pending) return pending
  const started = new ImageResponse(<ResultSocialCard {...card} />, SOCIAL_CARD_SIZE)
    .arrayBuffer()
    .finally(() => drawing.delete(id))
  drawing.set(id, started)
  return started
}

/**
 * The social card of a shared result: its domain and score. A result never changes once
 * stored, so its id is its version: the image is kept by browsers and proxies for a day (not
 * for ever: the result itself goes after 90 days).
 */
export async function GET(_request: Request, { params }: Context) {
  const { id } = await params
  const result = await readStoredResult(id)
  if (!result) return Response.json({ message: 'Result not found' }, { status: 404 })
  const png = await drawCard(id, { domain: result.domain, score: result.aiVisibilityScore })
  return new Response(png, {
    headers: {
      'Content-Type': 'image/png',
      'Cache-Control': 'public, max-age=86400, immutable',
      'X-Robots-Tag': 'noindex',
    },
  })
}
