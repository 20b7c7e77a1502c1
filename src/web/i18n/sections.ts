// Which parts of the English catalogue ride with the first render
// (docs/decisions/0071-translations-compiled-and-split.md). The first render of `/` reads only
// these sections; the rest of the English texts load with the first other page, or once the
// browser is idle. `locales.test.ts` fails when code the first render imports asks for a key
// outside them.
// An entry is a section or a part of one: of the enumeration labels only those a card or the
// home search shows ride along.
export const FIRST_RENDER_SECTIONS = [
  'nav',
  'header',
  'menu',
  'layout',
  'format',
  'enums.propertyType',
  'enums.listedBy',
  'enums.tenantType',
  'enums.furnishing',
  'card',
  'home',
];

/** Whether a text (`card.deposit`) or a group of texts (`enums.furnishing`) rides with the first render. */
export const isFirstRender = (key: string) =>
  FIRST_RENDER_SECTIONS.some((section) => key === section || key.startsWith(`${section}.`));

/**
 * The section holding the server's messages (docs/decisions/0074-server-messages-in-the-readers-language.md).
 * Its English is not sent as texts: it rides with the Hindi catalogue as the index that finds a
 * message's key by its words, since English readers see the server's own words.
 */
export const SERVER_SECTION = 'server';
