import { liveServerUrl } from './live-socket';

// Names the in-process socket.io server (test/live-socket.ts) as the API, the way production names it at run time
// (/config.js, read by config/env.ts): the app's own session socket (lib/socket.ts) then connects to it. The screens'
// setup (dom-setup.ts) imports it before any test loads config/env.ts, which reads the name once per process.
window.__ZAPDESK_API_URL__ = await liveServerUrl();
