import { getApiPosts } from '@/data/posts'
import { handle } from '@/lib/http/errors'
import { jsonWithValidators } from '@/lib/http/validators'

export const dynamic = 'force-dynamic'

export const GET = handle(async (request: Request) => {
  const posts = await getApiPosts()
  return jsonWithValidators(request, { posts })
})
