import { describe, expect, it } from 'vitest'

import type { Fetched } from '../fetch/fetcher'
import { askConditionally } from './freshness'

type Response = Extract<Fetched, { kind: 'response' }>

const page = (status: number, etag: string): Response => ({
  kind: 'response',
  url: 'https://example.test/',
  finalUrl: 'https://example.test/',
  status,
  headers: { etag },
  body: Buffer.from(status === 304 ? '' : '<html></html>'),
  truncated: false,
  hops: [],
})

/** A site whose answers to conditional requests come from `answer`, recording what it was sent. */
function site(answer: (ifNoneMatch: string) => Response) {
  const sent: string[] = []
  const fetchWith = async (headers: Record<string, string>) => {
    sent.push(headers['if-none-match'])
    return answer(headers['if-none-match'])
  }
  return { sent, fetchWith }
}

describe('askConditionally', () => {
  it('asks once when the site answers 304 to the validators it sent', async () => {
    const { sent, fetchWith } = site((tag) => (tag === '"a"' ? page(304, '"a"') : page(200, '"a"')))
    const answer = await askConditionally(page(200, '"a"'), fetchWith)
    expect(answer).toMatchObject({ status: 304 })
    expect(sent).toEqual(['"a"'])
  })

  it('asks again with the new validators when the page changed in between, and gets 304', async () => {
    // The page changed from "a" to "b" after the first fetch.
    const { sent, fetchWith } = site((tag) => (tag === '"b"' ? page(304, '"b"') : page(200, '"b"')))
    const answer = await askConditionally(page(200, '"a"'), fetchWith)
    expect(answer).toMatchObject({ status: 304 })
    expect(sent).toEqual(['"a"', '"b"'])
  })

  it('reports the whole page again from a site that makes new validators for every request', async () => {
    let served = 0
    const { sent, fetchWith } = site(() => page(200, `"${++served}"`))
    const answer = await askConditionally(page(200, '"0"'), fetchWith)
    expect(answer).toMatchObject({ status: 200 })
    expect(sent).toEqual(['"0"', '"1"'])
  })

  it('asks once from a site that ignores the validators and keeps them', async () => {
    const { sent, fetchWith } = site(() => page(200, '"a"'))
    const answer = await askConditionally(page(200, '"a"'), fetchWith)
    expect(answer).toMatchObject({ status: 200 })
    expect(sent).toEqual(['"a"'])
  })
})
