// The translation catalogues, compiled when the app is built
// (docs/decisions/0071-translations-compiled-and-split.md). `src/web/i18n/locales/<language>.json`
// is written in ICU MessageFormat and nested by area; the app imports it compiled and flat
// ("nav.home"), through four virtual modules:
//   virtual:catalogue/en/first  the English sections the first render reads
//   virtual:catalogue/en/rest   every other English section but `server`
//   virtual:catalogue/hi        the Hindi catalogue but `server`
//   virtual:catalogue/hi/server the Hindi of the server's messages (section `server`), and
//                               `serverIndex`: their English turned round, to find a message the
//                               server sent by its words
//                               (docs/decisions/0074-server-messages-in-the-readers-language.md)
// The English of `server` rides only in that index: English readers are shown the server's own
// words and never need it. Compiling here keeps the message parser out of the browser.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { isFirstRender, SERVER_SECTION } from '../src/web/i18n/sections.ts';

const PREFIX = 'virtual:catalogue/';
const LOCALES = path.resolve(import.meta.dirname, '../src/web/i18n/locales');

type Catalogue = { [key: string]: string | Catalogue };

/** Every text of a catalogue by its dotted key. */
export const flatten = (catalogue: Catalogue, prefix = ''): Map<string, string> => {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(name, value);
    else for (const [k, v] of flatten(value, name)) out.set(k, v);
  }
  return out;
};

const read = (language: string) => {
  const file = path.join(LOCALES, `${language}.json`);
  return { file, texts: flatten(JSON.parse(readFileSync(file, 'utf8')) as Catalogue) };
};

const compile = (language: string, key: string, text: string) => {
  try {
    return compileMessage(text);
  } catch (error) {
    throw new Error(`${language}.json: "${key}" is not valid ICU MessageFormat: ${(error as Error).message}`);
  }
};

/** A server message's key without the section, by its exact English words or by a pattern. */
export type ServerIndex = {
  /** "Incorrect OTP" -> "otpIncorrect" */
  exact: Record<string, string>;
  /** ["^Please try again in (.+?) seconds\\.$", "tryAgainInSeconds", ["seconds"]] */
  patterns: [source: string, key: string, names: string[]][];
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The English of the section `server` turned round: the web app finds the key of a message the
 * server sent by its words. A text with values (`Please try again in {seconds} seconds.`) becomes
 * a pattern; only plain `{name}` values can be found again, so plurals and selects are refused.
 */
export const serverIndexOf = (english: Map<string, string>): ServerIndex => {
  const index: ServerIndex = { exact: {}, patterns: [] };
  const prefix = `${SERVER_SECTION}.`;
  for (const [key, text] of english) {
    if (!key.startsWith(prefix)) continue;
    const parts = compile('en', key, text) as (string | unknown[])[];
    const name = key.slice(prefix.length);
    if (parts.every((part) => typeof part === 'string')) {
      index.exact[parts.join('')] = name;
      continue;
    }
    if (parts.some((part) => Array.isArray(part) && part.length > 1)) {
      throw new Error(`en.json: "${key}": a server message takes plain {name} values only`);
    }
    const source = parts.map((part) => (typeof part === 'string' ? escapeRegExp(part) : '(.+?)')).join('');
    const names = parts.filter((part): part is [string] => Array.isArray(part)).map(([value]) => value);
    index.patterns.push([`^${source}$`, name, names]);
  }
  return index;
};

type Part = 'first' | 'rest' | 'all' | 'server';

/** Whether a module holds a text: `all` is a whole language but the server's messages. */
const holds = (part: Part, key: string) => {
  if (key.slice(0, key.indexOf('.')) === SERVER_SECTION) return part === 'server';
  if (part === 'first') return isFirstRender(key);
  if (part === 'rest') return !isFirstRender(key);
  return part === 'all';
};

const compileModule = (language: string, part: Part) => {
  const { file, texts } = read(language);
  const compiled: Record<string, unknown> = {};
  for (const [key, text] of texts) {
    if (holds(part, key)) compiled[key] = compile(language, key, text);
  }
  const code = `export default ${JSON.stringify(compiled)};\n`;
  if (part !== 'server') return { files: [file], code };
  const english = read('en');
  const index = `export const serverIndex = ${JSON.stringify(serverIndexOf(english.texts))};\n`;
  return { files: [file, english.file], code: code + index };
};

export const catalogue = (): Plugin => ({
  name: 'thikana-catalogue',
  resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
  load(id) {
    if (!id.startsWith(`\0${PREFIX}`)) return undefined;
    const [language, part] = id.slice(PREFIX.length + 1).split('/');
    if (language !== 'en' && language !== 'hi') throw new Error(`no catalogue for ${id}`);
    const { files, code } = compileModule(
      language,
      part === 'first' || part === 'rest' || part === 'server' ? part : 'all',
    );
    for (const file of files) this.addWatchFile(file);
    return code;
  },
});
