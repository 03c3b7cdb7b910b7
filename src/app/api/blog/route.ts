import { getApiPostsAnswer } from '@/data/posts'
import { handle } from '@/lib/http/errors'
import { answerJson } from '@/lib/http/validators'

export const dynamic = 'force-dynamic'

export const GET = handle(async (request: Request) =>
  answerJson(request, await getApiPostsAnswer()),
)
