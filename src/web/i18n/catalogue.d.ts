// The compiled catalogues scripts/catalogue.ts serves: messages by dotted key.
declare module 'virtual:catalogue/*' {
  import type { Messages } from '@lingui/core';

  const messages: Messages;
  export default messages;
}

// The Hindi catalogue also carries the index that finds a server message's key by its English words.
declare module 'virtual:catalogue/hi' {
  import type { Messages } from '@lingui/core';
  import type { ServerIndex } from '../../../scripts/catalogue.ts';

  const messages: Messages;
  export default messages;
  export const serverIndex: ServerIndex;
}
