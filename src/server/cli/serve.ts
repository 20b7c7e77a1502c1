// Runs the server without building the web app (tests and process managers).
import { exitOnStartError, main } from '../main.ts';

await main().catch(exitOnStartError);
