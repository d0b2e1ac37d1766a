# The API: stateless, scaled with `docker compose up --scale api=N`. Also the one-shot `migrate`
# job (same image, `node dist/migrate.js`) and the scheduled backups (`node dist/backup-schedule.js`).
# Build from the repository root:
#   docker build -f deploy/api.Dockerfile -t zak-coaching/api:<tag> .
ARG NODE_IMAGE=node:22-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /src
# Every workspace's package.json: npm ci checks the lockfile against the whole workspace tree.
COPY package.json package-lock.json tsconfig.base.json ./
COPY contract/package.json contract/
COPY shared-ui/package.json shared-ui/
COPY api/package.json api/
COPY shell/package.json shell/
COPY mfe-marketing/package.json mfe-marketing/
COPY mfe-chat/package.json mfe-chat/
COPY mfe-admin/package.json mfe-admin/
COPY mfe-training/package.json mfe-training/
COPY e2e/package.json e2e/
RUN npm ci --workspace api --workspace @zak/contract --include-workspace-root --ignore-scripts
COPY contract contract
COPY api api
RUN npm run build --workspace @zak/contract && npm run build --workspace api

FROM ${NODE_IMAGE}
# pg_dump and pg_restore for `node dist/backup.js` and `node dist/restore.js` (docs/backups.md): the
# PostgreSQL server's major version (postgres:16 in docker-compose.yml and overlays/in-cluster-data;
# pg_dump refuses a newer server). Debian bookworm ships 15, so from the PostgreSQL project's apt
# repository (PGDG), set up by the script and signing key Debian's postgresql-common ships.
ARG PG_CLIENT_MAJOR=16
RUN apt-get update \
  && apt-get install -y --no-install-recommends ca-certificates postgresql-common \
  && /usr/share/postgresql-common/pgdg/apt.postgresql.org.sh -y \
  && apt-get install -y --no-install-recommends "postgresql-client-${PG_CLIENT_MAJOR}" \
  && rm -rf /var/lib/apt/lists/* \
  && pg_dump --version | grep -q " ${PG_CLIENT_MAJOR}\." \
  && pg_restore --version
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
COPY contract/package.json contract/
COPY shared-ui/package.json shared-ui/
COPY api/package.json api/
COPY shell/package.json shell/
COPY mfe-marketing/package.json mfe-marketing/
COPY mfe-chat/package.json mfe-chat/
COPY mfe-admin/package.json mfe-admin/
COPY mfe-training/package.json mfe-training/
COPY e2e/package.json e2e/
RUN npm ci --omit=dev --workspace api --ignore-scripts && npm cache clean --force
# The contract's limits, compiled (Node resolves @zak/contract to contract/dist).
COPY --from=build /src/contract/dist contract/dist
COPY --from=build /src/api/dist api/dist
# The API reads the route table and the remotes' defaults at start: the registry lists their pages
# and links, its own web fallback answers 200 for known pages, 404 otherwise. Behind the gateway
# it serves /api and /mfe-registry.json only.
COPY shared-ui/src/routes/route-table.json shared-ui/src/routes/remote-defaults.json shared-ui/src/routes/
# BACKUP_DIR of the compose service `backup`: a new volume mounted here takes this owner.
RUN mkdir /backups && chown node:node /backups
USER node
WORKDIR /app/api
EXPOSE 3000
# SIGTERM: readiness turns false, in-flight requests drain, keep-alive sockets close (stop_grace_period > 10 s).
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=10s --timeout=3s --retries=3 CMD node -e "fetch('http://127.0.0.1:3000/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "dist/server.js"]
