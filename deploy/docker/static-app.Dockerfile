# syntax=docker/dockerfile:1.7
# The one pattern of every front-end image (the shell and each remote): the workspace's production
# build served by unprivileged nginx with static-nginx.conf. Build arguments per image: images.json.
#   docker build -f deploy/docker/static-app.Dockerfile --build-arg WORKSPACE=mfe-tasks \
#     --build-arg PROJECT=mfe-tasks --build-arg PUBLIC_DIR=/remotes/mfe-tasks -t rtm/mfe-tasks:0.1.0 .
ARG NODE_IMAGE=node:24.21.0-bookworm-slim
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:1.29-alpine

FROM ${NODE_IMAGE} AS build
ARG PROJECT
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund
RUN npx nx run ${PROJECT}:build --output-style=static

FROM ${NGINX_IMAGE}
ARG WORKSPACE
# Where the files live under the site root: / for the shell, /remotes/<name> for a remote.
ARG PUBLIC_DIR=/
COPY deploy/docker/static-nginx.conf /etc/nginx/conf.d/default.conf
COPY deploy/docker/static-security-headers.conf /etc/nginx/snippets/security-headers.conf
COPY --from=build /app/${WORKSPACE}/dist /usr/share/nginx/html${PUBLIC_DIR}
EXPOSE 8080
CMD ["nginx", "-g", "daemon off;"]
