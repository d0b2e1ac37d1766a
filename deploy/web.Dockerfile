# One front end (the shell or a remote) as its own static image, built from its own workspace only
# (plus shared-ui, the contract and the build tooling), so a remote ships without touching the others:
#   docker build -f deploy/web.Dockerfile --build-arg WORKSPACE=mfe-chat --build-arg MOUNT=remotes/chat \
#     --build-arg PREVIOUS_IMAGE=zak-coaching/mfe-chat:current -t zak-coaching/mfe-chat:<tag> .
# shell: --build-arg WORKSPACE=shell --build-arg MOUNT=. --build-arg NGINX_CONF=shell.conf
# PREVIOUS_IMAGE (the image being replaced) carries the previous builds' content-hashed chunks
# into the new image, so tabs opened before the deploy can still load the chunks they reference.
ARG NODE_IMAGE=node:22-bookworm-slim
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:1.27-alpine
ARG PREVIOUS_IMAGE=${NGINX_IMAGE}

FROM ${PREVIOUS_IMAGE} AS previous

FROM ${NODE_IMAGE} AS build
ARG WORKSPACE
WORKDIR /src
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
RUN npm ci --workspace "${WORKSPACE}" --workspace shared-ui --workspace @zak/contract --include-workspace-root --ignore-scripts
COPY tooling tooling
COPY contract contract
COPY shared-ui shared-ui
COPY ${WORKSPACE} ${WORKSPACE}
RUN npm run build --workspace "${WORKSPACE}"

FROM ${NGINX_IMAGE}
ARG WORKSPACE
ARG MOUNT=.
ARG NGINX_CONF=remote.conf
COPY deploy/nginx/${NGINX_CONF} /etc/nginx/conf.d/default.conf
# Previous chunks first, then this build on top (entry points and index.html are replaced).
COPY --from=previous /usr/share/nginx/html/ /usr/share/nginx/html/
COPY --from=build /src/${WORKSPACE}/dist /usr/share/nginx/html/${MOUNT}
USER 101
EXPOSE 8080
