import { describe, expect, it } from 'vitest'

import { neutralizeCell, quoteEveryField } from './csvSafety'

const streamOf = (text: string) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text))
      controller.close()
    },
  })

describe('neutralizeCell', () => {
  it('prefixes a quote to every cell that a spreadsheet would run', () => {
    for (const cell of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx', '＝1', '＋1', '－1', '＠x']) {
      expect(neutralizeCell(cell)).toBe(`'${cell}`)
    }
  })

  it('leaves other cells and non-text values alone', () => {
    for (const cell of ['Ada', ' =1', "'=1", '1-2', 'a@b.c', '', 42, true, null]) {
      expect(neutralizeCell(cell)).toBe(cell)
    }
  })
})

describe('quoteEveryField', () => {
  it('quotes every field, keeps the rows and escapes a formula start left unescaped', async () => {
    const csv = '\ufeffname,message\nAda,"Hello, world"\n=1+2;=3,\'-x\n,\n'
    const bytes = await new Response(quoteEveryField(streamOf(csv))).arrayBuffer()
    // Kept: the byte order mark tells a spreadsheet the file is UTF-8.
    const out = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
    expect(out).toBe('\ufeff"name","message"\n"Ada","Hello, world"\n"\'=1+2;=3","\'-x"\n"",""\n')
  })
})
