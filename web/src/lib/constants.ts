export const APP_NAME = 'Daily Prayer & Scripture';

/** The product's info address (landing contact link, legal pages). Set VITE_CONTACT_EMAIL at build time. */
export const CONTACT_EMAIL: string = import.meta.env.VITE_CONTACT_EMAIL || 'info@dailyprayer.example';

export const AUTH_REDIRECT_DELAY_MS = 500;
export const ADMIN_DENIED_REDIRECT_DELAY_MS = 1000;
export const SHARE_EXTERNAL_CLOSE_DELAY_MS = 1000;
export const COMMUNITY_REFLECTIONS_SHOWN = 2;
export const DEFAULT_GOAL_DAYS = 21;
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_MAX_SIDE = 800;
export const PHOTO_JPEG_QUALITY = 0.7;
export const FAVORITE_PREVIEW_CHARS = 150;
