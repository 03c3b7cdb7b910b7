import type React from 'react'

/**
 * The root layout of /bench-floor, a route that exists only in the builds of
 * `npm run bench:lighthouse` (next.config.ts adds the `.floor.tsx` page extension there). It has
 * no client code of its own, so the scripts it loads are the framework's alone: the floor that
 * the benchmark measures every page's scripts against.
 */
export default function FloorLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-GB">
      <body>{children}</body>
    </html>
  )
}
