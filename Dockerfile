# syntax=docker/dockerfile:1
# The cabinet's container image: built once, run as many times as there are instances
# (deploy/compose.yaml, docs/operations.md#deployment).
#
#   docker build -t fuel-cabinet .

# --- build: every dependency, the web app and the server bundle ---------------------------------
FROM node:20-bookworm-slim AS build
WORKDIR /app
# The manifests first, so a change of code alone reuses the installed dependencies' layer.
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
# The web app into apps/web/dist, the server into apps/api/dist/server.js; then the development
# dependencies (compilers, test runners, browsers' drivers) are dropped.
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# --- run: the built tree, owned by root and read-only to the user the server runs as ---------------
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    UPLOADS_DIR=/var/lib/fuel-cabinet/uploads
RUN groupadd --system --gid 10001 fuel \
 && useradd --system --uid 10001 --gid fuel --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin fuel \
 && mkdir -p /var/lib/fuel-cabinet/uploads \
 && chown -R fuel:fuel /var/lib/fuel-cabinet
WORKDIR /app
# The bundle finds its migrations, locale files, fonts and the web app next to their sources
# (apps/api/scripts/build.mjs), so the tree is kept as built.
COPY --from=build /app /app
USER fuel
EXPOSE 3000
VOLUME ["/var/lib/fuel-cabinet/uploads"]
# Ready = the database answers, and Redis when REDIS_URL is set (GET /readyz).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/readyz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM finishes the requests in flight and closes the database (10 s at most).
STOPSIGNAL SIGTERM
CMD ["node", "apps/api/dist/server.js"]
