import config from '@payload-config'
import { getPayload, type CollectionSlug, type Payload } from 'payload'

export function testPayload(): Promise<Payload> {
  return getPayload({ config })
}

/** Empties collections so a test starts from a known state. */
export async function clearCollections(payload: Payload, slugs: CollectionSlug[]): Promise<void> {
  for (const collection of slugs) {
    await payload.delete({ collection, where: { id: { exists: true } }, overrideAccess: true })
  }
}
