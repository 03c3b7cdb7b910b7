import { type FetchContext, type Fetched, fetchCapped } from './fetcher'

/** Whether the links of llms.txt lead anywhere: how many answered, and those that are broken. */
export type LlmsTxtLinks = { checked: number; broken: string[] }

export const MAX_LLMS_LINKS = 20
/** A link is fetched only far enough to see its status. */
const LINK_MAX_BYTES = 1024
const LINK_TIMEOUT_MS = 5_000
const CONCURRENCY = 4

/** The first `MAX_LLMS_LINKS` distinct http(s) addresses, resolved against llms.txt's own URL. */
export function linkTargets(links: readonly string[], base: string): string[] {
  const targets: string[] = []
  for (const link of links) {
    let url: URL
    try {
      url = new URL(link, base)
    } catch {
      continue
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') continue
    url.hash = ''
    const target = url.toString()
    if (!targets.includes(target)) targets.push(target)
    if (targets.length === MAX_LLMS_LINKS) break
  }
  return targets
}

/** A link is broken when it fails or answers 4xx/5xx; one that ran out of time is not judged. */
function judge(fetched: Fetched): 'ok' | 'broken' | 'unknown' {
  if (fetched.kind === 'error') return fetched.reason === 'timeout' ? 'unknown' : 'broken'
  return fetched.status >= 400 ? 'broken' : 'ok'
}

/**
 * Fetches each link through the check's guarded fetcher (so the address guard, the redirect
 * checks and the check's time budget apply), a few at a time, each within its own shorter
 * limit. `known` holds statuses the check already has (the home page), which are not fetched
 * again.
 */
export async function checkLlmsLinks(
  context: FetchContext,
  targets: readonly string[],
  known: ReadonlyMap<string, number> = new Map(),
): Promise<LlmsTxtLinks> {
  const verdicts: ('ok' | 'broken' | 'unknown')[] = []
  let next = 0
  const worker = async () => {
    while (next < targets.length) {
      const index = next++
      const target = targets[index]!
      const status = known.get(target)
      if (status !== undefined) {
        verdicts[index] = status >= 400 ? 'broken' : 'ok'
        continue
      }
      const signal = AbortSignal.any([context.signal, AbortSignal.timeout(LINK_TIMEOUT_MS)])
      verdicts[index] = judge(
        await fetchCapped({ ...context, signal }, target, {
          maxBytes: LINK_MAX_BYTES,
          accept: 'text/markdown, text/plain, text/html;q=0.9, */*;q=0.5',
        }),
      )
    }
  }
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, targets.length) }, worker))
  return {
    checked: verdicts.filter((verdict) => verdict !== 'unknown').length,
    broken: targets.filter((_, index) => verdicts[index] === 'broken'),
  }
}
