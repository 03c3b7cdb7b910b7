import { getApiPostAnswer } from '@/data/posts'
import { ApiError, handle } from '@/lib/http/errors'
import { answerJson } from '@/lib/http/validators'
import { isSlug } from '@/lib/slug'

export const dynamic = 'force-dynamic'

export const GET = handle(
  async (request: Request, context: { params: Promise<{ slug: string }> }) => {
    const { slug } = await context.params
    // What cannot be a slug is neither looked up nor cached.
    const answer = isSlug(slug) ? await getApiPostAnswer(slug) : null
    if (!answer) throw new ApiError(404, 'Blog post not found')
    return answerJson(request, answer)
  },
)
