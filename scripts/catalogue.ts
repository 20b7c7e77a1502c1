// The translation catalogues, compiled when the app is built
// (docs/decisions/0071-translations-compiled-and-split.md). `src/web/i18n/locales/<language>.json`
// is written in ICU MessageFormat and nested by area; the app imports it compiled and flat
// ("nav.home"), through three virtual modules:
//   virtual:catalogue/en/first  the English sections the first render reads
//   virtual:catalogue/en/rest   every other English section
//   virtual:catalogue/hi        the whole Hindi catalogue
// Compiling here keeps the message parser out of the browser.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { isFirstRender } from '../src/web/i18n/sections.ts';

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

const compileModule = (language: string, part: 'first' | 'rest' | 'all') => {
  const file = path.join(LOCALES, `${language}.json`);
  const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Catalogue;
  const compiled: Record<string, unknown> = {};
  for (const [key, text] of flatten(catalogue)) {
    const first = isFirstRender(key);
    if (part === 'first' ? !first : part === 'rest' ? first : false) continue;
    try {
      compiled[key] = compileMessage(text);
    } catch (error) {
      throw new Error(
        `${language}.json: "${key}" is not valid ICU MessageFormat: ${(error as Error).message}`,
      );
    }
  }
  return { file, code: `export default ${JSON.stringify(compiled)};\n` };
};

export const catalogue = (): Plugin => ({
  name: 'thikana-catalogue',
  resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
  load(id) {
    if (!id.startsWith(`\0${PREFIX}`)) return undefined;
    const [language, part] = id.slice(PREFIX.length + 1).split('/');
    if (language !== 'en' && language !== 'hi') throw new Error(`no catalogue for ${id}`);
    const { file, code } = compileModule(language, part === 'first' || part === 'rest' ? part : 'all');
    this.addWatchFile(file);
    return code;
  },
});
