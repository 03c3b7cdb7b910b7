import type { PayloadRequest } from 'payload'

/** Whether a post was ever published: any of its versions is (an address was given out). */
export async function wasEverPublished(req: PayloadRequest, id: number): Promise<boolean> {
  const { totalDocs } = await req.payload.countVersions({
    collection: 'posts',
    where: { and: [{ parent: { equals: id } }, { 'version._status': { equals: 'published' } }] },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}
