// Runs the server without building the web app (tests and process managers).
import { main } from '../main.ts';

await main();
