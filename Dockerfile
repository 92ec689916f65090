# The portal's images: `provider` and `gateway`, each holding only that server's compiled JavaScript, its
# production dependencies and what it reads at runtime (scripts/assemble-image.mjs), run as the `node`
# user with a health check; and `web`, nginx with the built web app. docker-compose.yml builds each.
FROM node:20-bookworm-slim AS base
# corepack's signature check fails against some registry mirrors; the pinned pnpm version stays exact.
ENV COREPACK_INTEGRITY_KEYS=0
RUN corepack enable
WORKDIR /app

# Dependencies from the lockfile alone: this layer is rebuilt only when the lockfile changes.
FROM base AS deps
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
RUN pnpm fetch

FROM deps AS build
COPY . .
RUN pnpm install --offline --frozen-lockfile \
 && pnpm build \
 && node scripts/assemble-image.mjs /image

FROM node:20-bookworm-slim AS runtime
# Both servers listen on the loopback interface unless HOST says otherwise; in a container that would be
# unreachable, and what reaches the container is decided by its networks and published ports instead.
ENV NODE_ENV=production DATA_DIR=/data HOST=0.0.0.0
WORKDIR /app
# The code stays root's; the node user writes only DATA_DIR (PGlite, uploaded result files).
RUN mkdir /data && chown node:node /data
USER node
# HEALTH_URL: set by each server's image to the address that answers while it is alive.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(process.env.HEALTH_URL).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

FROM runtime AS provider
COPY --from=build /image/provider /app
ENV PROVIDER_PORT=4100 HEALTH_URL=http://127.0.0.1:4100/api/health
EXPOSE 4100
CMD ["node", "provider/dist/main.js"]

FROM runtime AS gateway
COPY --from=build /image/gateway /app
ENV PORT=4000 HEALTH_URL=http://127.0.0.1:4000/healthz
EXPOSE 4000
# A larger young generation for its short-lived garbage: scripts/services.mjs (NODE_FLAGS) says why.
CMD ["node", "--max-semi-space-size=32", "gateway/dist/main.js"]

FROM nginx:1.27-alpine AS web
COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/web/dist /usr/share/nginx/html
