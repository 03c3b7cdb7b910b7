import { describe, expect, it } from 'vitest'

import { EDGE_REFUSAL_HEADER } from '@/lib/http/edgeGate'

import { config } from './proxy'

describe('the proxy matchers', () => {
  it('name the edge gate marker as the gate sets it (matchers must be literals)', () => {
    const keys = config.matcher.flatMap((matcher) =>
      typeof matcher === 'string' ? [] : (matcher.has ?? []).map((has) => has.key),
    )
    expect(keys).toContain(EDGE_REFUSAL_HEADER)
  })
})
