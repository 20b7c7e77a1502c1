// The compiled catalogues scripts/catalogue.ts serves: messages by dotted key.
declare module 'virtual:catalogue/*' {
  import type { Messages } from '@lingui/core';

  const messages: Messages;
  export default messages;
}

// The Hindi of the server's messages comes with the index that finds a message's key by its English
// words (`ServerIndex` in scripts/catalogue.ts).
declare module 'virtual:catalogue/hi/server' {
  import type { Messages } from '@lingui/core';

  const messages: Messages;
  export default messages;
  export const serverIndex: {
    exact: Record<string, string>;
    patterns: [source: string, key: string, names: string[]][];
  };
}
