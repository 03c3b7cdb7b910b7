import { getApiPost } from '@/data/posts'
import { ApiError, handle } from '@/lib/http/errors'
import { jsonWithValidators } from '@/lib/http/validators'
import { isSlug } from '@/lib/slug'

export const dynamic = 'force-dynamic'

export const GET = handle(
  async (request: Request, context: { params: Promise<{ slug: string }> }) => {
    const { slug } = await context.params
    // What cannot be a slug is neither looked up nor cached.
    const post = isSlug(slug) ? await getApiPost(slug) : null
    if (!post) throw new ApiError(404, 'Blog post not found')
    return jsonWithValidators(request, { post })
  },
)
