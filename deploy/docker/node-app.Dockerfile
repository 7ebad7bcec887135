# syntax=docker/dockerfile:1.7
# The one pattern of every backend image (the gateway and each service). What differs per image is a
# build argument, listed in deploy/docker/images.json; deploy/docker/build-images.mjs runs the builds:
#   docker build -f deploy/docker/node-app.Dockerfile --build-arg WORKSPACE=services/task \
#     --build-arg PROJECT=@rtm/task -t rtm/task:0.1.0 .
ARG NODE_IMAGE=node:24.21.0-bookworm-slim

FROM ${NODE_IMAGE} AS build
ARG PROJECT
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund
RUN npx nx run ${PROJECT}:build --output-style=static

FROM ${NODE_IMAGE}
ARG WORKSPACE
# Debian packages an image needs besides Node (images.json): the notification service's Chromium and the fonts that
# cover Arabic, which print the committee packs (issue 29).
ARG APT_PACKAGES=""
ENV NODE_ENV=production
RUN if [ -n "$APT_PACKAGES" ]; then apt-get update && apt-get install -y --no-install-recommends $APT_PACKAGES && rm -rf /var/lib/apt/lists/*; fi
WORKDIR /app
# Install: the production dependencies of this workspace and of the libraries it runs on, nothing else.
COPY package.json package-lock.json ./
COPY libs/contracts/package.json libs/contracts/
COPY libs/backend/package.json libs/backend/
COPY ${WORKSPACE}/package.json ${WORKSPACE}/
RUN npm ci --omit=dev --no-audit --no-fund --workspace ${WORKSPACE}
COPY --from=build /app/libs/contracts/dist libs/contracts/dist
COPY --from=build /app/libs/backend/dist libs/backend/dist
COPY --from=build /app/${WORKSPACE}/dist ${WORKSPACE}/dist
# Start: the workspace's own `npm start` command (OpenTelemetry first, then the app).
WORKDIR /app/${WORKSPACE}
USER node
CMD ["node", "--max-old-space-size=256", "--max-semi-space-size=4", "--import", "@rtm/backend/otel/register", "dist/main.js"]
