# Production image: the same launcher as `npm start`, without the embedded database at run time
# (DATABASE_URL points at PostgreSQL). The app keeps no state of its own: data lives in
# PostgreSQL and uploads in MEDIA_DIR (a shared volume or mounted object storage).
FROM node:20-bookworm-slim

WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1

COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund

COPY . .
# `npm run build` prerenders the public pages; with no DATABASE_URL at build time it runs a
# throwaway embedded PostgreSQL with the migrations applied. Pages are revalidated at run time.
RUN npm run build && rm -rf .data

ENV NODE_ENV=production PORT=3000 MEDIA_DIR=/data/media
EXPOSE 3000
# Applies pending migrations, creates the first administrator if needed, then serves.
CMD ["node", "--import", "tsx", "scripts/launch.ts", "start"]
