// The origin the page is read at (`https://thikana.in`): the browser's, or while a public page is
// drawn on the server, the one its request came to (server-render.tsx), so what the server draws
// is what the browser would (docs/decisions/0076-public-pages-rendered-on-the-server.md).
let drawnAt = 'http://localhost';

export const pageOrigin = () => (typeof window === 'undefined' ? drawnAt : window.location.origin);

/** On the server: the origin of the request being drawn. */
export const drawAt = (origin: string) => {
  drawnAt = origin;
};
