import { z } from 'zod'
import { createDocument, type ZodOpenApiOperationObject } from 'zod-openapi'

import { MAX_SEARCH_LENGTH } from '@/lib/blog/search'
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '@/lib/slug'
import { aiCheckSchema } from '@/lib/validation/aiCheck'
import { aiMonitorSchema } from '@/lib/validation/aiMonitor'
import { SCHEMA_BY_SOURCE } from '@/lib/validation/contactMessage'
import { waitlistSchema } from '@/lib/validation/waitlist'

import {
  acknowledged,
  aiCheckAnswer,
  aiCheckError,
  created,
  errorResponse,
  health,
  onePost,
  postList,
  readiness,
} from './responses'

/**
 * The OpenAPI 3.1 document of the site's public HTTP API: what an anonymous visitor (or agent)
 * may call. The request bodies are the very zod schemas the handlers validate with, turned into
 * JSON Schema by zod-openapi (on zod's own converter); nothing here restates a field rule.
 */

export const OPENAPI_MEDIA_TYPE = 'application/vnd.oai.openapi+json;version=3.1'

/**
 * The body schemas of the public POST endpoints, the objects their handlers validate with:
 * the enquiry endpoint picks one of its three forms' schemas by the body's `source` (or its
 * fields), the others have one each.
 */
export const REQUEST_SCHEMAS = {
  '/api/contact-message': Object.values(SCHEMA_BY_SOURCE),
  '/api/ai-check': [aiCheckSchema],
  '/api/ai-check/monitor': [aiMonitorSchema],
  '/api/clavius-waitlist': [waitlistSchema],
} satisfies Record<string, readonly z.ZodType[]>

const json = (schema: z.ZodType) => ({ content: { 'application/json': { schema } } })

const error = (description: string) => ({ description, ...json(errorResponse) })

/** The answers every POST shares: its body refused, the address over its budget, no database. */
const POST_ERRORS = {
  '400': error('The body is not JSON, or a field is not valid (`errors` says which and why).'),
  '413': error('The body is larger than the endpoint takes.'),
  '415': error('The body was not sent as `application/json`.'),
  '429': {
    ...error('Too many requests from this address; `retryAfter` and Retry-After say how long.'),
    headers: z.object({ 'Retry-After': z.string().meta({ description: 'Seconds.' }) }),
  },
  '503': error('The database is away for a moment; nothing was stored. Retry after a few seconds.'),
}

const slug = z.object({
  slug: z
    .string()
    .max(SLUG_MAX_LENGTH)
    .regex(SLUG_PATTERN)
    .meta({ description: 'The post’s slug: lowercase letters, digits and single hyphens.' }),
})

const ifNoneMatch = z.object({
  'If-None-Match': z.string().optional().meta({ description: 'An ETag of an earlier answer.' }),
})

const notModified = { description: 'Unchanged since the ETag sent in If-None-Match.' }

const body = (schemas: readonly z.ZodType[]) => ({
  required: true,
  ...json(schemas.length === 1 ? schemas[0]! : z.union(schemas as [z.ZodType, z.ZodType])),
})

const OPERATIONS: Record<string, Record<string, ZodOpenApiOperationObject>> = {
  '/api/blog': {
    get: {
      operationId: 'listPosts',
      tags: ['Blog'],
      summary: 'List the published posts',
      description: `Every published post, newest first. The site's own search (/blog?search=) takes up to ${MAX_SEARCH_LENGTH} characters; this list is unfiltered.`,
      requestParams: { header: ifNoneMatch },
      responses: { '200': { description: 'The posts.', ...json(postList) }, '304': notModified },
    },
  },
  '/api/blog/{slug}': {
    get: {
      operationId: 'getPost',
      tags: ['Blog'],
      summary: 'Read one published post',
      requestParams: { path: slug, header: ifNoneMatch },
      responses: {
        '200': { description: 'The post.', ...json(onePost) },
        '304': notModified,
        '404': error('No published post has this slug (drafts and scheduled posts included).'),
      },
    },
  },
  '/api/blog/{slug}/hero-image': {
    get: {
      operationId: 'getPostHeroImage',
      tags: ['Blog'],
      summary: 'The bytes of a post’s hero image stored in the post',
      requestParams: { path: slug },
      responses: {
        '200': {
          description: 'The image, cacheable for good (its address carries a version).',
          content: { 'image/*': { schema: z.string().meta({ format: 'binary' }) } },
        },
        '404': error('The post is not published or its hero image is a link.'),
      },
    },
  },
  '/api/blog/rss': {
    get: {
      operationId: 'getBlogFeed',
      tags: ['Blog'],
      summary: 'The blog as an RSS 2.0 feed',
      responses: {
        '200': {
          description: 'Every published post, newest first.',
          content: { 'application/rss+xml': { schema: z.string() } },
        },
      },
    },
  },
  '/api/contact-message': {
    post: {
      operationId: 'sendContactMessage',
      tags: ['Enquiries'],
      summary: 'Send an enquiry',
      description:
        'One body of three forms: the contact page (fullName, workEmail, company, companySize, message), the request-info form (name, email, planInterest) or the onboarding step (buildType). `source` names the form; without it, the fields tell. Limited per address.',
      requestBody: body(REQUEST_SCHEMAS['/api/contact-message']),
      responses: { '201': { description: 'Stored.', ...json(created) }, ...POST_ERRORS },
    },
  },
  '/api/ai-check': {
    post: {
      operationId: 'checkAiVisibility',
      tags: ['AI Visibility Checker'],
      summary: 'Check a domain’s AI visibility',
      description:
        'Fetches the domain’s robots.txt, home page and a few further pages and scores them 0–100. A domain checked in the last 10 minutes is answered from that check unless `refresh` is true. Private and internal addresses are refused. Limited per address.',
      requestBody: body(REQUEST_SCHEMAS['/api/ai-check']),
      responses: {
        '200': { description: 'The result.', ...json(aiCheckAnswer) },
        ...Object.fromEntries(
          Object.entries(POST_ERRORS).map(([status, answer]) => [
            status,
            { ...answer, ...json(aiCheckError) },
          ]),
        ),
        '502': { description: 'The site could not be reached.', ...json(aiCheckError) },
        '504': { description: 'The site took too long to answer.', ...json(aiCheckError) },
      },
    },
  },
  '/api/ai-check/monitor': {
    post: {
      operationId: 'monitorDomain',
      tags: ['AI Visibility Checker'],
      summary: 'Ask for weekly re-checks of a domain by email',
      description:
        'Sends a confirmation link; once confirmed, the domain is re-checked weekly and a drop is emailed. A known and a new address get the same answer.',
      requestBody: body(REQUEST_SCHEMAS['/api/ai-check/monitor']),
      responses: { '201': { description: 'Accepted.', ...json(acknowledged) }, ...POST_ERRORS },
    },
  },
  '/api/clavius-waitlist': {
    post: {
      operationId: 'joinWaitlist',
      tags: ['Waitlist'],
      summary: 'Join the waitlist of the AI search platform',
      description: 'A listed and a new address get the same answer.',
      requestBody: body(REQUEST_SCHEMAS['/api/clavius-waitlist']),
      responses: { '201': { description: 'Added.', ...json(acknowledged) }, ...POST_ERRORS },
    },
  },
  '/api/health': {
    get: {
      operationId: 'getHealth',
      tags: ['Status'],
      summary: 'Liveness: the process answers',
      responses: { '200': { description: 'Alive.', ...json(health) } },
    },
  },
  '/api/health/ready': {
    get: {
      operationId: 'getReadiness',
      tags: ['Status'],
      summary: 'Readiness: the database answers and is migrated',
      responses: {
        '200': { description: 'Ready.', ...json(readiness) },
        '503': { description: 'Not ready; retry after a few seconds.', ...json(readiness) },
      },
    },
  },
}

/** The document, for the API served at `siteUrl`. */
export function openApiDocument(siteUrl: string) {
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Public API',
      version: '1.0.0',
      description:
        'The HTTP API anonymous visitors and agents may call: the blog, enquiries, the AI Visibility Checker, the waitlist and status. Errors are JSON with `message` and `code`. The site also answers pages in Markdown (`Accept: text/markdown`, or `.md` addresses) and has a read-only MCP server at /mcp.',
    },
    servers: [{ url: siteUrl }],
    paths: OPERATIONS,
  })
}
