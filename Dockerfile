# One image for every role; the command picks web, bot or scheduler (see docker-compose.yml).
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
COPY db/package.json db/
COPY core/package.json core/
COPY web/package.json web/
COPY bot/package.json bot/
RUN npm ci --include=dev
COPY . .
RUN npm run build --if-present
EXPOSE 3000
CMD ["npm", "start"]
