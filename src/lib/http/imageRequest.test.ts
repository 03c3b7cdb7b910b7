import { describe, expect, it } from 'vitest'

import { imageRequestProblem } from './imageRequest'

const rendered = (src: string, w = 640, q = 75) => `?url=${encodeURIComponent(src)}&w=${w}&q=${q}`

describe('imageRequestProblem', () => {
  it('accepts the addresses next/image renders', () => {
    for (const src of [
      '/api/media/file/hero-1.webp',
      '/images/blog/a.png',
      '/api/media/file/a%20b.png',
    ]) {
      expect(imageRequestProblem(rendered(src)), src).toBeNull()
    }
    for (const w of [32, 384, 640, 2048]) {
      expect(imageRequestProblem(rendered('/images/x.png', w))).toBeNull()
    }
  })

  it('refuses fragments, queries, dot segments and escaped separators in the source', () => {
    for (const src of [
      '/api/media/file/x.webp#abc',
      '/api/media/file/x.webp%23abc',
      '/api/media/file/x.webp?v=1',
      '/api/media/file/x.webp%3Fv=1',
      '/images/r/../../api/media/file/x.webp',
      '/images/r/%2e%2e/%2E%2E/api/media/file/x.webp',
      '/images/./x.png',
      '/images/a%2Fb.png',
      '/images/a%5Cb.png',
      '/images//x.png',
      '/images/x.png/',
      '/other/x.png',
      'https://evil.example/x.png',
      '//evil.example/x.png',
    ]) {
      expect(imageRequestProblem(rendered(src)), src).not.toBeNull()
    }
  })

  it('refuses extra, missing, repeated or reordered parameters and other encodings', () => {
    const src = encodeURIComponent('/images/x.png')
    for (const search of [
      '',
      '?url=%2Fimages%2Fx.png',
      `?url=${src}&w=640&q=75&x=1`,
      `?url=${src}&w=640&q=75&`,
      `?w=640&url=${src}&q=75`,
      `?url=${src}&q=75&w=640`,
      `?url=${src}&url=${src}&w=640&q=75`,
      '?url=/images/x.png&w=640&q=75',
      '?url=%2fimages%2fx.png&w=640&q=75',
      `?url=${src}&w=0640&q=75`,
      `?url=${src}&w=641&q=75`,
      `?url=${src}&w=640&q=74`,
      `?url=${src}&w=640&q=75#x`,
    ]) {
      expect(imageRequestProblem(search), search).not.toBeNull()
    }
  })
})
