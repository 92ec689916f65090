# One image for the provider and the gateway (the command picks which; the gateway by default), plus
# nginx with the built web app. The runtime stage holds only compiled JavaScript, production dependencies,
# the migrations, the built web app and the web's persisted-operations manifest, and runs as `node`.
FROM node:20-bookworm-slim AS base
# corepack's signature check fails against some registry mirrors; the pinned pnpm version stays exact.
ENV COREPACK_INTEGRITY_KEYS=0
RUN corepack enable
WORKDIR /app

# Dependencies from the lockfile alone: this layer is rebuilt only when the lockfile changes.
FROM base AS deps
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
RUN pnpm fetch

FROM deps AS build
COPY . .
RUN pnpm install --offline --frozen-lockfile \
 && pnpm build \
 && pnpm --filter @nuru/provider deploy --prod --legacy /out/provider \
 && pnpm --filter @nuru/gateway deploy --prod --legacy /out/gateway

FROM node:20-bookworm-slim AS app
ENV NODE_ENV=production DATA_DIR=/data HEALTH_URL=http://127.0.0.1:4000/healthz
WORKDIR /app
COPY --from=build /out/provider/package.json /app/provider/package.json
COPY --from=build /out/provider/node_modules /app/provider/node_modules
COPY --from=build /app/provider/dist /app/provider/dist
COPY --from=build /app/provider/drizzle /app/provider/drizzle
COPY --from=build /out/gateway/package.json /app/gateway/package.json
COPY --from=build /out/gateway/node_modules /app/gateway/node_modules
COPY --from=build /app/gateway/dist /app/gateway/dist
COPY --from=build /app/web/dist /app/web/dist
COPY --from=build /app/web/src/gql/persisted-documents.json /app/web/src/gql/persisted-documents.json
RUN mkdir -p /data && chown node:node /data
USER node
# HEALTH_URL: the gateway's /healthz by default; the provider's service sets its /api/health.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch(process.env.HEALTH_URL).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "gateway/dist/main.js"]

FROM nginx:1.27-alpine AS web
COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/web/dist /usr/share/nginx/html
