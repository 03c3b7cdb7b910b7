import { z } from 'zod'

import '@/lib/validation/zod'
import type { PublicPost } from '@/lib/dto/posts'

/**
 * What the public API answers, as zod schemas for the OpenAPI document. The integration test of
 * the document parses the handlers' real answers with them, so that they cannot drift apart.
 */

export const errorResponse = z
  .object({
    message: z.string().describe('What went wrong, in words a visitor can be shown.'),
    code: z.string().describe('A stable machine-readable code, e.g. validation_failed.'),
    errors: z
      .record(z.string(), z.string())
      .optional()
      .describe('The first reason per field, on validation_failed.'),
    retryAfter: z.number().optional().describe('Seconds to wait, on rate_limited.'),
  })
  .meta({ id: 'Error' })

export const publicPost = z
  .strictObject({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    excerpt: z.string().nullable(),
    content: z.string().describe('The article as sanitised HTML.'),
    heroImage: z.string().nullable().describe('A URL, or a data: URI of the image.'),
    readTime: z.number().int().describe('Minutes.'),
    publishedAt: z.iso.datetime({ offset: true }).nullable(),
    createdAt: z.iso.datetime({ offset: true }),
    updatedAt: z.iso.datetime({ offset: true }),
    seoTitle: z.string(),
    seoDescription: z.string().nullable(),
    category: z.string().nullable(),
    tags: z.array(z.string()),
    author: z.strictObject({ name: z.string() }),
  })
  .meta({ id: 'PublicPost' })

// The schema and the type the handlers answer with must describe the same object.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const postMatchesDto: Same<z.infer<typeof publicPost>, PublicPost> = true
void postMatchesDto

export const postList = z.strictObject({
  posts: z.array(publicPost).describe('Published posts, newest publishedAt first.'),
})

export const onePost = z.strictObject({ post: publicPost })

export const created = z.strictObject({
  success: z.literal(true),
  id: z.number().int().optional().describe('The stored message.'),
})

export const acknowledged = z.strictObject({
  success: z.literal(true),
  message: z.string(),
})

const check = z.looseObject({
  id: z.string(),
  label: z.string(),
  weight: z.number(),
  status: z.enum(['pass', 'warn', 'fail', 'n/a']),
  evidence: z.string(),
  recommendation: z.string().nullable(),
})

/** The spec's fields of a result; the checker answers many more, which may grow. */
export const aiCheckResult = z
  .looseObject({
    domain: z.string(),
    aiVisibilityScore: z.number().int().min(0).max(100),
    robotsTxtAccessible: z.boolean(),
    allowsGPTBot: z.boolean(),
    allowsAnthropicBot: z.boolean(),
    allowsPerplexityBot: z.boolean(),
    hasStructuredData: z.boolean(),
    structuredDataTypes: z.array(z.string()),
    hasMetaTags: z.boolean(),
    htmlMetaData: z.record(z.string(), z.string()),
    rawRobotsTxt: z.string(),
    checks: z.array(check).describe('Every check with its status, evidence and what to do.'),
    permalink: z.string().describe('The shared result page.'),
    checkedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'AiCheckResult' })

export const aiCheckAnswer = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  result: aiCheckResult,
})

/** The checker's failures carry `success: false` beside the error's fields. */
export const aiCheckError = errorResponse.extend({ success: z.literal(false) })

export const health = z.strictObject({
  status: z.literal('ok'),
  uptimeSeconds: z.number().int(),
  proxy: z.strictObject({
    trustedHops: z.number().int(),
    warning: z.string().nullable(),
  }),
})

export const readiness = z.looseObject({
  status: z.enum(['ready', 'unavailable']),
  latencyMs: z.number(),
  message: z.string().optional(),
  migrations: z.number().int().optional(),
})
