# syntax=docker/dockerfile:1
# Sentinela in one image: the built web app served by the built API on port 3000 (docs/operations-deploy.md).
#
#   docker build -t sentinela .
#   docker compose up -d          # with PostgreSQL, Redis, MinIO and Mailpit: compose.yaml
#
# Node.js 20 (package.json `engines`: ^20.19.0 || ^22.13.0 || >=24); the `20` tag follows the newest 20.x.
ARG NODE_IMAGE=node:20-bookworm-slim

# ---- Dependencies: the same lock file, the same `npm ci` as everywhere else ------------------------------------------
FROM ${NODE_IMAGE} AS manifests
# A compiler for argon2's native addon: npm ci loads its prebuilt binary first and builds from source only when that
# binary does not load on the machine (it crashed on one of ours). Only these stages have it, not the runtime.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# Only the manifests, so the install layers are reused until a package.json or the lock file changes. npm ci wants
# every workspace's package.json, e2e's included, to match the lock file.
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/

# Everything the build needs (vite, esbuild, TypeScript…).
FROM manifests AS build-deps
RUN --mount=type=cache,target=/root/.npm npm ci --no-fund --no-audit

# Only what the server loads at run time: the `dependencies` of the API and the shared package (tsx among them, for
# the operator commands: backup, restore, db:migrate, operator:create). The web app's are in its build already.
FROM manifests AS runtime-deps
RUN --mount=type=cache,target=/root/.npm \
  npm ci --omit=dev --workspace @sentinela/api --workspace @sentinela/shared --no-fund --no-audit

# ---- Build: the web app to apps/web/dist, the server to apps/api/dist (decision 007) ----------------------------------
FROM build-deps AS build
COPY . .
RUN npm run build && node apps/api/build.mjs

# ---- Runtime -----------------------------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
# HOST: listen beyond the container's loopback (compose.yaml's published port chooses who reaches it). DATA_DIR: the
# embedded database (DATABASE_URL unset), local uploads (S3_BUCKET unset) and `npm run backup`'s default folder, in
# one volume. start:prod sets NODE_ENV and the web folder too; here they also hold for `docker compose run` commands.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    WEB_DIST_DIR=/app/apps/web/dist \
    LOG_PRETTY=false \
    NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false
WORKDIR /app

# The node image's unprivileged user (uid 1000) owns only the data folder; the application files stay root's, read-only
# to the process that serves them.
RUN mkdir -p /data && chown node:node /data

# The manifests and every node_modules folder npm ci made, the workspaces' own (apps/api/node_modules…) included.
COPY --from=runtime-deps /app ./
COPY tsconfig.base.json ./
COPY scripts ./scripts
COPY packages/shared/src ./packages/shared/src
COPY apps/api/tsconfig.json apps/api/server-process.mjs apps/api/
# Migrations (applied at every start), PDF fonts, and the sources the operator commands run through tsx.
COPY apps/api/drizzle ./apps/api/drizzle
COPY apps/api/assets ./apps/api/assets
COPY apps/api/src ./apps/api/src
COPY apps/api/seed ./apps/api/seed
COPY --from=build /app/apps/api/dist ./apps/api/dist
COPY --from=build /app/apps/web/dist ./apps/web/dist

USER node
VOLUME ["/data"]
EXPOSE 3000

# Ready means the database answers (GET /readyz). Node's fetch: the slim image has no curl. The first start migrates
# the database before it listens, hence the start period.
HEALTHCHECK --interval=30s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

# The built server with NODE_ENV=production and no demo data; it migrates the database (under a lock) before it listens.
CMD ["npm", "run", "start:prod"]
