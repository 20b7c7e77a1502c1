// The cookie a device keeps while it shows the site otherwise than a first visit sees it (another
// city picked, Hindi): the server then leaves the page for the browser to draw, in the device's
// own city and language, instead of drawing the default one
// (docs/decisions/0076-public-pages-rendered-on-the-server.md).
export const OWN_VIEW_COOKIE = 'thikana-own-view';
