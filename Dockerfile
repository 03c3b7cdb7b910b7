# The production image, built once and never rebuilt when it starts:
#
#   docker build --build-arg SITE_URL=https://www.example.com -t agency-site .
#
# SITE_URL is baked into prerendered pages (canonical links, sitemap, Open Graph), so it is a
# build argument, and the image runs with the same value. At start the container applies pending
# migrations, creates the first administrator and seeds an empty database (under a PostgreSQL
# advisory lock, so replicas starting together take turns), then serves as the unprivileged
# `node` user with Next's standalone server.js (PORT, HOSTNAME and KEEP_ALIVE_TIMEOUT as Next
# reads them; SIGTERM stops it gracefully). It needs DATABASE_URL and PAYLOAD_SECRET; media go to
# MEDIA_DIR (/data/media, a volume) or, with S3_BUCKET and the other S3_* variables, to a bucket.
ARG NODE_IMAGE=node:22-bookworm-slim

# Every dependency: the type check and the build need the dev tools.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund

# `npm run build:image`, the command the test suite runs too (tests/image): `tsc --noEmit` (a type
# error stops the image), then `next build` with standalone output against a throwaway embedded
# PostgreSQL with the migrations applied, and public/ and the static chunks copied beside
# server.js.
FROM deps AS build
ARG SITE_URL=http://localhost:3000
# One release, one deployment id and one server-action key, however many images are built of it
# (instances behind one load balancer must agree on both).
ARG NEXT_DEPLOYMENT_ID=
ARG NEXT_SERVER_ACTIONS_ENCRYPTION_KEY=
ENV SITE_URL=${SITE_URL} NEXT_TELEMETRY_DISABLED=1 NEXT_DEPLOYMENT_ID=${NEXT_DEPLOYMENT_ID} \
    NEXT_SERVER_ACTIONS_ENCRYPTION_KEY=${NEXT_SERVER_ACTIONS_ENCRYPTION_KEY}
COPY . .
RUN npm run build:image && rm -rf .data

# Production dependencies only: the set-up step runs through Payload's CLI before the server.
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --omit=dev --no-audit --no-fund

FROM ${NODE_IMAGE} AS runner
ARG SITE_URL=http://localhost:3000
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 SITE_URL=${SITE_URL} \
    PORT=3000 HOSTNAME=0.0.0.0 MEDIA_DIR=/data/media BACKUP_DIR=/data/backups
# pg_dump and pg_restore (15, as the compose file's PostgreSQL) for `npm run db:backup` and
# `npm run db:restore` run in a container of this image.
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-client \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=prod-deps /app/node_modules ./node_modules
COPY package.json tsconfig.json ./
COPY src ./src
COPY migrations ./migrations
COPY scripts ./scripts
# server.js, the build and its traced modules; the build stays writable for Next's page cache.
COPY --from=build --chown=node:node /app/.next/standalone ./
RUN mkdir -p /data/media /data/backups && chown node:node /data/media /data/backups
USER node
EXPOSE 3000
CMD ["sh", "-c", "node --import tsx scripts/launch.ts payload run src/seed/bootstrap.ts && exec node server.js"]
