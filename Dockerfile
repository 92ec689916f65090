# One image for the provider and the gateway (the command picks which), plus the built web app for nginx.
FROM node:20-bookworm-slim AS base
ENV COREPACK_INTEGRITY_KEYS=0
RUN corepack enable
WORKDIR /app

FROM base AS build
COPY . .
RUN pnpm install --frozen-lockfile && pnpm build

FROM base AS app
ENV NODE_ENV=production
COPY --from=build /app /app
USER node

FROM nginx:1.27-alpine AS web
COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/web/dist /usr/share/nginx/html
