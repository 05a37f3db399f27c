# One image for every role; the command picks web, bot or scheduler (see docker-compose.yml).
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
COPY db/package.json db/
COPY core/package.json core/
COPY web/package.json web/
COPY bot/package.json bot/
# npm ci's postinstall patches postgres.js (docs/decisions/090), so the script comes first.
COPY scripts/patch-postgres.mjs scripts/
RUN npm ci --include=dev
COPY . .
# The web client is built here, so a container starts in seconds (start.ts skips a fresh build).
RUN npx vite build --config web/vite.config.ts --logLevel warn
EXPOSE 3000
# node itself, not `npm start`: `docker stop` sends SIGTERM to this process, and the app drains
# and exits 0 (docs/decisions/092). Compose adds an init process (init: true) to reap children.
# The same flags as `npm start` (docs/decisions/102, 243): two malloc arenas, large allocations
# given back to the system when freed, and a 4 MB young generation.
ENV MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072
CMD ["node", "--max-semi-space-size=4", "--import", "tsx", "scripts/start.ts"]
