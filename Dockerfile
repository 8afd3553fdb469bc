# syntax=docker/dockerfile:1
# Production image: build once, run as an unprivileged user. See compose.yaml for two app processes
# on PostgreSQL behind a load balancer.

FROM node:24-bookworm-slim AS deps
WORKDIR /app
# better-sqlite3 ships a Node-API binary for this platform, but npm still runs node-gyp on its binding.gyp
# (which then compiles nothing) and would compile from source on a platform without one.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
RUN groupadd --system app \
 && useradd --system --gid app --home-dir /app --shell /usr/sbin/nologin app \
 && mkdir -p /data && chown app:app /data
COPY --from=build /app/package.json /app/tsconfig.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
# The server runs from build/; app/, db/ and scripts/ are there for `npm run admin:create` (through tsx).
COPY --from=build /app/app ./app
COPY --from=build /app/db ./db
COPY --from=build /app/scripts ./scripts
USER app
EXPOSE 3000
VOLUME ["/data"]
# Liveness: the process answers. Load balancers should route by /readyz (503 while the database is away).
HEALTHCHECK --interval=30s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node directly (not npm) so SIGTERM reaches the server and it finishes in-flight requests.
CMD ["node", "build/server.js"]
