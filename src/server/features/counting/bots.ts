// Who is not counted (docs/decisions/0116-counting-in-batches.md): crawlers, link previewers and
// monitors name themselves in their user agent; a request without one is a script, not a person.
const BOT_AGENT =
  /bot|crawl|spider|slurp|facebookexternalhit|whatsapp|preview|headless|lighthouse|pingdom|monitor|curl|wget|python-requests|go-http-client|axios|node-fetch|lightmyrequest/i;

export const isBot = (userAgent: string | undefined) => !userAgent || BOT_AGENT.test(userAgent);
