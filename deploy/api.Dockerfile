# The API: stateless, scaled with `docker compose up --scale api=N`.
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /src
COPY package.json package-lock.json tsconfig.base.json ./
COPY shared-ui/package.json shared-ui/
COPY api/package.json api/
COPY shell/package.json shell/
COPY mfe-marketing/package.json mfe-marketing/
COPY mfe-chat/package.json mfe-chat/
COPY mfe-admin/package.json mfe-admin/
COPY e2e/package.json e2e/
RUN npm ci --workspace api --include-workspace-root --ignore-scripts
COPY api api
RUN npm run build --workspace api

FROM ${NODE_IMAGE}
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared-ui/package.json shared-ui/
COPY api/package.json api/
COPY shell/package.json shell/
COPY mfe-marketing/package.json mfe-marketing/
COPY mfe-chat/package.json mfe-chat/
COPY mfe-admin/package.json mfe-admin/
COPY e2e/package.json e2e/
RUN npm ci --omit=dev --workspace api --ignore-scripts && npm cache clean --force
COPY --from=build /src/api/dist api/dist
USER node
WORKDIR /app/api
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --retries=3 CMD node -e "fetch('http://127.0.0.1:3000/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "dist/server.js"]
