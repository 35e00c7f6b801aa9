# syntax=docker/dockerfile:1
# Installer Club in one image (README "Running with Docker"): the API, the built web app and staff console, production
# dependencies only, run as the unprivileged `node` user. Needs PostgreSQL (DATABASE_URL); compose.yaml starts one.

# 1. Build the web app (needs the development dependencies: Vite and its plugins).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages/contract packages/contract
COPY apps/web apps/web
RUN npm run build

# 2. Production dependencies only (the server runs its TypeScript through tsx, one of them).
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# 3. The running image.
FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/app/data
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY package.json tsconfig.base.json ./
COPY packages/contract packages/contract
COPY apps/server apps/server
# The server's own nested dependencies: npm keeps a package there when the root holds another version of it (yauzl 3
# for the server, yauzl 2 at the root for the development tools), so node_modules alone would miss it.
COPY --from=deps /app/apps/server/node_modules apps/server/node_modules
# The portal and, beside it, the staff console (served under /admin from the sibling dist-admin).
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/web/dist-admin apps/web/dist-admin
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# Ready: database reachable, migrations applied, not draining (GET /health/ready).
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM reaches node directly (exec form): it drains and closes (README "Several processes").
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "apps/server/src/server.ts"]
