/**
 * How a time zone is named to a person (decision 272): as people write it ("New York", "Nueva
 * York", "UTC−5"), never its IANA id ("America/New_York"). The one helper every chat message, web
 * page and admin screen names a zone with. Browser-safe (no zod, no Intl beyond the basics).
 */
import { zoneCity } from './zone-names';

type Lang = 'en' | 'es';

/**
 * Zones whose city is written differently from the id's last part, per language. Intl has no
 * display names for zones (only "Eastern Time"-style generic names, which are not what people
 * write), so the few that differ are listed here; every other zone reads as its city.
 */
const NAMES: Readonly<Record<string, Partial<Record<Lang, string>>>> = {
  'America/New_York': { es: 'Nueva York' },
  'America/Los_Angeles': { es: 'Los Ángeles' },
  'America/Mexico_City': { en: 'Mexico City', es: 'Ciudad de México' },
  'America/Sao_Paulo': { en: 'São Paulo', es: 'São Paulo' },
  'America/Bogota': { en: 'Bogotá', es: 'Bogotá' },
  'America/Argentina/Buenos_Aires': { en: 'Buenos Aires', es: 'Buenos Aires' },
  'America/Panama': { es: 'Panamá' },
  'America/Guatemala': { en: 'Guatemala City', es: 'Ciudad de Guatemala' },
  'America/El_Salvador': { en: 'San Salvador', es: 'San Salvador' },
  'America/Costa_Rica': { en: 'San José', es: 'San José' },
  'America/Havana': { es: 'La Habana' },
  'America/Puerto_Rico': { en: 'San Juan', es: 'San Juan' },
  'America/Asuncion': { en: 'Asunción', es: 'Asunción' },
  'America/Cancun': { es: 'Cancún' },
  'America/Merida': { es: 'Mérida' },
  'America/Monterrey': { es: 'Monterrey' },
  'America/Tegucigalpa': { es: 'Tegucigalpa' },
  'America/Indiana/Indianapolis': { en: 'Indianapolis', es: 'Indianápolis' },
  'America/Kentucky/Louisville': { en: 'Louisville', es: 'Louisville' },
  'Europe/London': { es: 'Londres' },
  'Europe/Berlin': { es: 'Berlín' },
  'Europe/Paris': { es: 'París' },
  'Europe/Rome': { es: 'Roma' },
  'Europe/Lisbon': { es: 'Lisboa' },
  'Europe/Brussels': { es: 'Bruselas' },
  'Europe/Amsterdam': { es: 'Ámsterdam' },
  'Europe/Vienna': { es: 'Viena' },
  'Europe/Zurich': { es: 'Zúrich' },
  'Europe/Stockholm': { es: 'Estocolmo' },
  'Europe/Copenhagen': { es: 'Copenhague' },
  'Europe/Warsaw': { es: 'Varsovia' },
  'Europe/Prague': { es: 'Praga' },
  'Europe/Athens': { es: 'Atenas' },
  'Europe/Moscow': { es: 'Moscú' },
  'Europe/Kyiv': { en: 'Kyiv', es: 'Kiev' },
  'Europe/Bucharest': { es: 'Bucarest' },
  'Europe/Dublin': { es: 'Dublín' },
  'Atlantic/Canary': { en: 'Canary Islands', es: 'Canarias' },
  'Asia/Tokyo': { es: 'Tokio' },
  'Asia/Seoul': { es: 'Seúl' },
  'Asia/Shanghai': { es: 'Shanghái' },
  'Asia/Singapore': { es: 'Singapur' },
  'Asia/Kolkata': { es: 'Calcuta' },
  'Asia/Jerusalem': { es: 'Jerusalén' },
  'Asia/Ho_Chi_Minh': { en: 'Ho Chi Minh City', es: 'Ciudad Ho Chi Minh' },
  'Africa/Cairo': { es: 'El Cairo' },
  'Africa/Johannesburg': { es: 'Johannesburgo' },
  'Pacific/Auckland': { es: 'Auckland' },
};

/**
 * A zone as a person reads it, in their language: 'America/New_York' -> 'New York' (en) or
 * 'Nueva York' (es); 'Etc/GMT+5' -> 'UTC−5'; 'UTC' -> 'UTC'. Null or empty reads as UTC, the
 * zone the product uses when none is set.
 */
export function zoneName(timeZone: string | null | undefined, language: Lang | string = 'en'): string {
  if (!timeZone || timeZone === 'UTC' || timeZone === 'Etc/UTC') return 'UTC';
  const fixed = /^Etc\/GMT([+-])(\d{1,2})$/.exec(timeZone);
  // IANA's sign is the reverse of what people write: Etc/GMT+5 is five hours behind UTC.
  if (fixed) return `UTC${fixed[1] === '+' ? '−' : '+'}${fixed[2]}`;
  const lang: Lang = language === 'es' ? 'es' : 'en';
  return NAMES[timeZone]?.[lang] ?? zoneCity(timeZone);
}
