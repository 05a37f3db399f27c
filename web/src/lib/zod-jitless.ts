/**
 * Zod without its `new Function` probe (decision 186). Zod 4 checks once whether it may compile
 * parsers with `Function('')`; under our Content-Security-Policy (no 'unsafe-eval') the browser
 * reports that attempt as a CSP violation although zod catches it, on the first screen that parses
 * (Progress, the forms). `jitless` is zod's documented switch (`z.config({ jitless: true })`); it is
 * set through the global zod reads its config from, so the first bundle does not load zod to set it
 * (zod stays in the chunk of the screens that use it). Imported first by main.tsx.
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(scope.__zod_globalConfig ??= {}).jitless = true;
