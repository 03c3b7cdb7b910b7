import { afterAll, beforeAll, describe } from 'vitest'

import { startCluster, stopCluster } from '../support/cluster'

import { contentTests } from './content'
import { outageTests } from './outages'
import { proxyTests } from './proxy'

/**
 * The one file of `npm run test:cluster`: the cluster starts once, here, and the test modules
 * beside this file register their tests in it. The proxy's tests come first (the checker's
 * score must be read before a change expires the pages it reads), the outages last.
 */

beforeAll(startCluster, 600_000)

afterAll(stopCluster)

describe('the cluster', () => {
  proxyTests()
  contentTests()
  outageTests()
})
