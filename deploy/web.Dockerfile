# One front end (shell or a remote) as its own static image, built from its own workspace only:
#   docker build -f deploy/web.Dockerfile --build-arg WORKSPACE=mfe-chat --build-arg MOUNT=remotes/chat .
# shell: --build-arg WORKSPACE=shell --build-arg MOUNT=. --build-arg NGINX_CONF=shell.conf
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
ARG WORKSPACE
WORKDIR /src
COPY package.json package-lock.json tsconfig.base.json jest.swc.cjs ./
COPY shared-ui/package.json shared-ui/
COPY api/package.json api/
COPY shell/package.json shell/
COPY mfe-marketing/package.json mfe-marketing/
COPY mfe-chat/package.json mfe-chat/
COPY mfe-admin/package.json mfe-admin/
COPY e2e/package.json e2e/
RUN npm ci --workspace "${WORKSPACE}" --workspace shared-ui --include-workspace-root --ignore-scripts
COPY shared-ui shared-ui
# Front ends import only the API's contract types.
COPY api/src/contract api/src/contract
COPY ${WORKSPACE} ${WORKSPACE}
RUN npm run build --workspace "${WORKSPACE}"

FROM nginxinc/nginx-unprivileged:1.27-alpine
ARG WORKSPACE
ARG MOUNT=.
ARG NGINX_CONF=remote.conf
COPY deploy/nginx/${NGINX_CONF} /etc/nginx/conf.d/default.conf
COPY --from=build /src/${WORKSPACE}/dist /usr/share/nginx/html/${MOUNT}
EXPOSE 8080
