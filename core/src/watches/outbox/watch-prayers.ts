/**
 * The short prayers a watch slot's messages offer (decision 346): our own words, eight a language,
 * each with a passage read from the bundled Bible in the reader's version. The slot number picks
 * one, so a person holding several slots hears different ones and neighbours' slots differ.
 */
import type { Language } from '@dps/db/content/languages';

export interface WatchPrayer {
  text: string;
  /** A reference the scripture service reads (in English book names: every version knows them). */
  passage: string;
}

export const WATCH_PRAYERS: Record<Language, readonly WatchPrayer[]> = {
  en: [
    {
      text: 'Lord, you neither slumber nor sleep. Keep watch with us now, and hold the one we carry to you.',
      passage: 'Psalm 121:3-4',
    },
    {
      text: 'Father, we bring you what we cannot fix. Be near, be kind, and give peace where there is fear.',
      passage: 'Philippians 4:6-7',
    },
    {
      text: 'Jesus, you asked your friends to stay awake with you. Here I am for this hour; let it be yours.',
      passage: 'Matthew 26:40-41',
    },
    {
      text: 'Holy Spirit, pray in us when we have no words. Carry our sighs to the Father.',
      passage: 'Romans 8:26',
    },
    {
      text: 'God of all comfort, steady the hands that help, rest the ones who wait, and hold the one who suffers.',
      passage: '2 Corinthians 1:3-4',
    },
    {
      text: 'Lord, you are our refuge. In this hour, be the strength of those who feel they have none.',
      passage: 'Isaiah 41:10',
    },
    {
      text: 'Good Shepherd, walk through this night with your sheep. Let no one feel alone.',
      passage: 'Psalm 23:4',
    },
    {
      text: 'Father, we wait for you more than watchmen wait for the morning. Let your light come.',
      passage: 'Psalm 130:5-6',
    },
  ],
  es: [
    {
      text: 'Señor, tú no duermes ni te cansas. Vela con nosotros ahora y sostén a quien te traemos.',
      passage: 'Psalm 121:3-4',
    },
    {
      text: 'Padre, te traemos lo que no podemos arreglar. Quédate cerca y da paz donde hay miedo.',
      passage: 'Philippians 4:6-7',
    },
    {
      text: 'Jesús, pediste a tus amigos que velaran contigo. Aquí estoy en esta hora; que sea tuya.',
      passage: 'Matthew 26:40-41',
    },
    {
      text: 'Espíritu Santo, ora en nosotros cuando nos faltan las palabras. Lleva nuestros suspiros al Padre.',
      passage: 'Romans 8:26',
    },
    {
      text: 'Dios de toda consolación, afirma las manos que ayudan, da descanso a los que esperan y abraza al que sufre.',
      passage: '2 Corinthians 1:3-4',
    },
    {
      text: 'Señor, tú eres nuestro refugio. En esta hora, sé la fuerza de quienes sienten que no la tienen.',
      passage: 'Isaiah 41:10',
    },
    {
      text: 'Buen Pastor, camina con tus ovejas en esta noche. Que nadie se sienta solo.',
      passage: 'Psalm 23:4',
    },
    {
      text: 'Padre, te esperamos más que los centinelas a la mañana. Que llegue tu luz.',
      passage: 'Psalm 130:5-6',
    },
  ],
};

/** The prayer for a slot. */
export const watchPrayerFor = (language: Language, slot: number): WatchPrayer =>
  WATCH_PRAYERS[language][slot % WATCH_PRAYERS[language].length]!;
