# Production image: build server and client, then run on Node 20 against DATABASE_URL.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# The storefront's trusted documents (PERSISTED_QUERIES=only, the production default, needs them).
COPY --from=build /app/client/src/__generated__/persisted-documents.json ./client/src/__generated__/persisted-documents.json
# Uploaded photos (MEDIA_DIR): a volume mounted here starts owned by the app's user.
RUN mkdir -p /app/media && chown node:node /app/media
USER node
EXPOSE 3000
# SERVER_NODE_FLAGS (server/src/node-flags.ts): a larger young generation.
CMD ["node", "--max-semi-space-size=64", "dist/server/src/main.js"]
