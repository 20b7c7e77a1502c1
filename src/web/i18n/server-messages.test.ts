// The server's messages in the reader's language
// (docs/decisions/0074-server-messages-in-the-readers-language.md): every message the server and
// the shared schemas can give is in the catalogue's section `server`, read in Hindi it is shown in
// Hindi, in English it is shown as sent, and a message the catalogue does not know is left alone.
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { catalogue, flatten } from '../../../scripts/catalogue.ts';
import { applyLanguage } from './i18n.ts';
import en from './locales/en.json';
import { serverText } from './server-messages.ts';

/** The server's and the shared schemas' source, tests and tools aside, by path. */
const sources = import.meta.glob<string>(
  [
    '../../server/**/*.ts',
    '../../shared/*.ts',
    '../../shared/schemas/*.ts',
    '!../../**/*.test.ts',
    '!../../**/*-test-kit.ts',
    '!../../server/{seed,cli,backup}/**',
    '!../../server/config.ts',
  ],
  { query: '?raw', import: 'default', eager: true },
);

/** Where messages are made: server code and the shared schemas (src/shared/*.ts only lend constants). */
const makesMessages = (file: string) => file.includes('/server/') || file.includes('/schemas/');

/** A value the source does not fix (a name, a count worked out at run time). */
const VALUE = '{…}';

/** Text pieces and values: `Brokerage does not apply to ${type}` -> ['Brokerage does not apply to ', VALUE]. */
type Message = string[];

/**
 * Every message the sources make, as written: thrown errors (`new AppError(code, message)`,
 * `badInput(field, message)`, `tooManyRequests(message, ms)`), `message:` and `error:` in answers
 * and schemas, zod checks' messages (`.min(1, 'Please enter a title')`), records of messages
 * (`DONE`, `FASTIFY_MESSAGES`), and what a helper is handed to make one (`singleLine('Please ...')`).
 * Constants are followed, across files for UPPER_CASE ones; anything else is a VALUE.
 */
const messagesInSources = () => {
  const files = Object.entries(sources).map(([file, text]) =>
    ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true),
  );
  const constantsOf = (file: ts.SourceFile) => {
    const found = new Map<string, ts.Expression[]>();
    const visit = (node: ts.Node) => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        found.set(node.name.text, [...(found.get(node.name.text) ?? []), node.initializer]);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
    return found;
  };
  const shared = new Map<string, ts.Expression[]>();
  const local = new Map(files.map((file) => [file, constantsOf(file)]));
  for (const constants of local.values()) {
    for (const [name, values] of constants) if (/^[A-Z][A-Z0-9_]*$/.test(name)) shared.set(name, values);
  }

  const messages = new Map<string, Message>();
  /** Helpers handed a message to make: `singleLine(message, max)` -> ['singleLine', 0]. */
  const handedOn: [string, number][] = [];
  /** Every call, with how to read its arguments in its own file (helpers are shared across files). */
  const calls: { call: ts.CallExpression; add: (node: ts.Expression | undefined) => void }[] = [];
  for (const file of files.filter((f) => makesMessages(f.fileName))) {
    const constants = local.get(file)!;
    const known = (name: string) => constants.get(name) ?? shared.get(name);
    /** What an expression can be: every branch of a `?:`, `??` or `||`, each as pieces. */
    const valuesOf = (node: ts.Expression, depth = 0): Message[] => {
      if (depth > 8) return [[VALUE]];
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [[node.text]];
      if (ts.isNumericLiteral(node)) return [[String(Number(node.text.replaceAll('_', '')))]];
      if (ts.isParenthesizedExpression(node)) return valuesOf(node.expression, depth);
      if (ts.isConditionalExpression(node)) {
        return [...valuesOf(node.whenTrue, depth + 1), ...valuesOf(node.whenFalse, depth + 1)];
      }
      if (ts.isBinaryExpression(node)) {
        const operator = node.operatorToken.kind;
        const left = valuesOf(node.left, depth + 1);
        const right = valuesOf(node.right, depth + 1);
        if (operator === ts.SyntaxKind.PlusToken) return left.flatMap((l) => right.map((r) => [...l, ...r]));
        if (operator === ts.SyntaxKind.QuestionQuestionToken || operator === ts.SyntaxKind.BarBarToken) {
          return [...left, ...right];
        }
      }
      if (ts.isTemplateExpression(node)) {
        let made: Message[] = [[node.head.text]];
        for (const span of node.templateSpans) {
          const inner = valuesOf(span.expression, depth + 1);
          made = made.flatMap((m) => inner.map((i) => [...m, ...i, span.literal.text]));
        }
        return made;
      }
      if (ts.isIdentifier(node)) {
        const initial = known(node.text);
        if (initial) return initial.flatMap((value) => valuesOf(value, depth + 1));
      }
      return [[VALUE]];
    };
    const parameterOf = (name: ts.Identifier): [string, number] | undefined => {
      for (let node: ts.Node | undefined = name.parent; node; node = node.parent) {
        if (!ts.isArrowFunction(node) && !ts.isFunctionDeclaration(node)) continue;
        const index = node.parameters.findIndex((p) => ts.isIdentifier(p.name) && p.name.text === name.text);
        if (index < 0) continue;
        const fn = ts.isFunctionDeclaration(node) ? node.name : node.parent;
        const fnName = fn && ts.isVariableDeclaration(fn) ? fn.name : fn;
        return fnName && ts.isIdentifier(fnName) ? [fnName.text, index] : undefined;
      }
      return undefined;
    };
    const add = (node: ts.Expression | undefined) => {
      if (!node) return;
      if (ts.isIdentifier(node) && !known(node.text)) {
        const parameter = parameterOf(node);
        if (parameter) handedOn.push(parameter);
        return;
      }
      for (const pieces of valuesOf(node)) {
        if (pieces.some((p) => p !== VALUE && /\p{L}/u.test(p))) messages.set(pieces.join(''), pieces);
      }
    };
    const ZOD_CHECKS = new Set([
      'min',
      'max',
      'int',
      'positive',
      'regex',
      'refine',
      'email',
      'date',
      'number',
    ]);
    const visit = (node: ts.Node) => {
      if (ts.isNewExpression(node) && node.expression.getText() === 'AppError') add(node.arguments?.[1]);
      if (ts.isCallExpression(node)) {
        calls.push({ call: node, add });
        const callee = node.expression;
        const name = ts.isIdentifier(callee)
          ? callee.text
          : ts.isPropertyAccessExpression(callee)
            ? callee.name.text
            : '';
        if (name === 'badInput') add(node.arguments[1]);
        if (name === 'tooManyRequests') add(node.arguments[0]);
        if (ZOD_CHECKS.has(name)) add(node.arguments.at(-1));
      }
      const isMessage = (name: ts.Node) => ts.isIdentifier(name) && ['message', 'error'].includes(name.text);
      if (ts.isPropertyAssignment(node) && isMessage(node.name)) add(node.initializer);
      if (ts.isShorthandPropertyAssignment(node) && isMessage(node.name)) add(node.name);
      if (
        ts.isVariableDeclaration(node) &&
        /^(DONE|\w*MESSAGES)$/.test(node.name.getText()) &&
        node.initializer &&
        ts.isObjectLiteralExpression(node.initializer)
      ) {
        for (const p of node.initializer.properties) if (ts.isPropertyAssignment(p)) add(p.initializer);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  for (const [fn, index] of handedOn) {
    for (const { call, add } of calls) {
      if (ts.isIdentifier(call.expression) && call.expression.text === fn) add(call.arguments[index]);
    }
  }
  return messages;
};

/** Messages made of others, each tried below with examples: "<field>: <message>", "<message> Please try again in ...". */
const COMPOSED = [`${VALUE}: ${VALUE}`, `${VALUE} Please try again in ${VALUE}.`];

/** Messages the web app makes itself, where a call fails (src/web/api/client.ts). */
const CLIENT_MESSAGES = ['Network Error', 'Connection Error', 'something went wrong'];

/** An example of each value a message takes. */
const EXAMPLES: Record<string, string> = {
  count: '7',
  seconds: '30',
  minutes: '5',
  levels: '64',
  days: '90',
  age: '18',
  date: '22 November 2026',
  type: 'PG/Hostel',
  email: 'help@thikana.in',
  gateway: 'razorpay',
  choices: 'public, private',
  time: 'Sunday 22 November 2026, 12:30',
  version: '2',
};

const english = [...flatten(en.server, 'server')];
/** A catalogue text with its values filled in from EXAMPLES. */
const example = (text: string) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => EXAMPLES[name] ?? `{${name}}`);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A message from the sources as a pattern: its values match anything. */
const asPattern = (pieces: Message) =>
  new RegExp(`^${pieces.map((p) => (p === VALUE ? '.+' : escapeRegExp(p))).join('')}$`, 's');
/** A catalogue text as a pattern: its placeholders match anything. */
const cataloguePattern = (text: string) =>
  new RegExp(
    `^${text
      .split(/\{\w+\}/)
      .map(escapeRegExp)
      .join('.+')}$`,
    's',
  );
/**
 * A source's message and a catalogue text say the same, values aside: "Keep it under {count}
 * characters" and "Keep it under 100 characters", or "... on {date}." and "... on ${VALUE}.".
 */
const sameMessage = (pieces: Message, text: string) =>
  asPattern(pieces).test(example(text)) ||
  cataloguePattern(text).test(pieces.map((p) => (p === VALUE ? 'X' : p)).join(''));

describe('the messages in the sources', () => {
  const found = messagesInSources();

  it('are found where the server and the shared schemas make them', () => {
    for (const message of [
      'Incorrect OTP',
      'Please enter your email',
      'login success',
      'Marked as rented out',
      'Reports dismissed',
      'Please enter your first name',
      'Type DELETE to confirm',
      'You can upload at most 10 images',
      'Password must be at least 8 characters',
      'File size exceeds 2MB.',
      'If an account exists for this email, we have sent an OTP to it.',
    ]) {
      expect(found.has(message), message).toBe(true);
    }
    expect(found.has(`Brokerage does not apply to ${VALUE}`)).toBe(true);
    expect(found.has(`The ${VALUE} cannot be negative`)).toBe(true);
    expect(found.size).toBeGreaterThan(250);
  });

  it('are all in the catalogue, and read in Hindi they are said in Hindi', async () => {
    await applyLanguage('hi');
    const missing = [...found]
      .filter(([message]) => !COMPOSED.includes(message))
      .filter(([message, pieces]) =>
        pieces.includes(VALUE)
          ? !english.some(([, text]) => sameMessage(pieces, text))
          : serverText(message) === message,
      )
      .map(([message]) => message);
    expect(missing).toEqual([]);
  });

  it('are what the catalogue holds, and nothing the server does not say', () => {
    /** The second sentence of "<message> Please try again in 30 seconds." */
    const parts = ['server.tryAgainInSeconds', 'server.tryAgainInMinutes'];
    const unsaid = english
      .filter(([key, text]) => !parts.includes(key) && !CLIENT_MESSAGES.includes(text))
      .filter(([, text]) => ![...found.values()].some((pieces) => sameMessage(pieces, text)))
      .map(([key]) => key);
    expect(unsaid).toEqual([]);
  });
});

describe('serverText', () => {
  it('gives every message of the catalogue as it is, in English', () => {
    for (const [, text] of english) expect(serverText(example(text))).toBe(example(text));
  });

  it('gives every message of the catalogue in Hindi, with its values', async () => {
    await applyLanguage('hi');
    const untranslated = english.filter(([, text]) => {
      const said = serverText(example(text));
      return said === example(text) || /[{}]/.test(said) || !/[\u0900-\u097F]/.test(said);
    });
    expect(untranslated.map(([key]) => key)).toEqual([]);
    expect(serverText('Incorrect OTP')).toBe('गलत OTP');
    expect(serverText('Please try again in 30 seconds.')).toBe('30 सेकंड बाद फिर से कोशिश करें।');
    expect(serverText('At most 2000 characters')).toBe('ज़्यादा से ज़्यादा 2000 अक्षर');
  });

  it('says the words inside a message in Hindi: a property type, a date', async () => {
    await applyLanguage('hi');
    expect(serverText('Brokerage does not apply to PG/Hostel')).toBe('PG/हॉस्टल पर ब्रोकरेज लागू नहीं होता');
    expect(
      serverText(
        'You have already bought 2 passes in the last 90 days. You can buy the next one on 22 November 2026.',
      ),
    ).toBe('आप पिछले 90 दिनों में 2 पास ख़रीद चुके हैं। अगला पास आप 22 नवंबर 2026 को ख़रीद सकते हैं।');
  });

  it('says a message made of known ones in Hindi', async () => {
    await applyLanguage('hi');
    expect(serverText('Too many OTP requests. Please try again in 5 minutes.')).toBe(
      'बहुत ज़्यादा OTP माँगे गए हैं। 5 मिनट बाद फिर से कोशिश करें।',
    );
    expect(serverText('Too many failed login attempts. Please try again in 45 seconds.')).toBe(
      'लॉग इन की बहुत सारी कोशिशें नाकाम रहीं। 45 सेकंड बाद फिर से कोशिश करें।',
    );
    expect(serverText('mobile_no: Please enter a valid 10-digit Indian mobile number')).toBe(
      'mobile_no: कृपया सही 10 अंकों का भारतीय मोबाइल नंबर डालें',
    );
    expect(serverText('description.0.hyperlink: Links must start with http://, https:// or mailto:')).toBe(
      'description.0.hyperlink: लिंक http://, https:// या mailto: से शुरू होना चाहिए',
    );
    expect(serverText('body: must be JSON')).toBe('body: JSON होना चाहिए');
  });

  it('leaves a message it does not know as it came, in either language', async () => {
    const unknown = [
      'The moon is made of cheese',
      '',
      'Incorrect OTP, twice',
      'Incorrect OTP. And something new.',
      'mobile_no: something new',
      'Invalid input: expected string, received undefined',
      'constructor',
      'कुछ गड़बड़ हो गई',
    ];
    for (const message of unknown) expect(serverText(message)).toBe(message);
    await applyLanguage('hi');
    for (const message of unknown) expect(serverText(message)).toBe(message);
  });

  it('goes back to the server’s words when the site is read in English again', async () => {
    await applyLanguage('hi');
    expect(serverText('Profile Updated')).toBe('प्रोफ़ाइल अपडेट हो गई');
    await applyLanguage('en');
    expect(serverText('Profile Updated')).toBe('Profile Updated');
  });
});

describe('the English of the section server', () => {
  it('is sent to Hindi readers only, in a chunk of its own with the index', async () => {
    // The modules as the build makes them (the app's Lingui merges into the loaded ones).
    const plugin = catalogue();
    const load = plugin.load as unknown as (this: { addWatchFile: () => void }, id: string) => string;
    const keysOf = (part: string) => {
      const code = load.call({ addWatchFile: () => undefined }, `\0virtual:catalogue/${part}`);
      const messages = JSON.parse(code.slice('export default '.length, code.indexOf(';\n'))) as object;
      return Object.keys(messages);
    };
    const inServer = (keys: string[]) => keys.filter((key) => key.startsWith('server.')).length;
    expect(inServer(keysOf('en/first'))).toBe(0);
    expect(inServer(keysOf('en/rest'))).toBe(0);
    expect(inServer(keysOf('hi'))).toBe(0);
    expect(keysOf('hi/server').length).toBe(english.length);
    expect(inServer(keysOf('hi/server'))).toBe(english.length);

    const { serverIndex } = await import('virtual:catalogue/hi/server');
    expect(serverIndex.exact['Incorrect OTP']).toBe('otpIncorrect');
    expect(Object.keys(serverIndex.exact).length + serverIndex.patterns.length).toBe(english.length);
  });

  it('has an example for every value its messages take', () => {
    const names = english.flatMap(([, text]) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!));
    expect(names.filter((name) => !(name in EXAMPLES))).toEqual([]);
  });

  it('holds what the web app says itself when a call fails', () => {
    const client = import.meta.glob<string>('../api/client.ts', {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    const source = Object.values(client)[0]!;
    for (const message of CLIENT_MESSAGES) {
      expect(source).toContain(`'${message}'`);
      expect(english.some(([, text]) => text === message)).toBe(true);
    }
  });
});
