import type { Metadata } from 'next'

export const metadata: Metadata = { title: 'Floor', robots: { index: false, follow: false } }

export default function FloorPage() {
  return (
    <main>
      <h1>A page without client code of its own</h1>
    </main>
  )
}
