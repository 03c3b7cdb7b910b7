import { heroImageBytes } from '@/data/posts'
import { ApiError, handle } from '@/lib/http/errors'
import { isSlug } from '@/lib/slug'

export const dynamic = 'force-dynamic'

/**
 * The bytes of a hero image stored as a data URI, for pages and feeds. The URL carries the
 * post's update time, so an answer can be cached for good; a changed image gets a new URL.
 */
export const GET = handle(
  async (_request: Request, context: { params: Promise<{ slug: string }> }) => {
    const { slug } = await context.params
    const image = isSlug(slug) ? await heroImageBytes(slug) : null
    if (!image) throw new ApiError(404, 'Hero image not found')
    return new Response(new Uint8Array(image.bytes), {
      headers: {
        'Content-Type': image.mimeType,
        'Content-Length': String(image.bytes.byteLength),
        'Cache-Control': 'public, max-age=31536000, immutable',
        'Content-Disposition': 'inline',
      },
    })
  },
)
