/** Where the demo journeys find the demo build and serve it (E2E_DEMO_PORT to move it). */
import { fileURLToPath } from 'node:url';

export const DEMO_DIR = fileURLToPath(new URL('../../web/dist-demo', import.meta.url));
export const DEMO_PORT = Number(process.env.E2E_DEMO_PORT ?? 4176);
export const DEMO_URL = `http://127.0.0.1:${DEMO_PORT}`;
