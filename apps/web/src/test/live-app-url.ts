import { liveServerUrl } from './live-socket';

// Names the in-process socket.io server (test/live-socket.ts) as the API, the way production names it at run time
// (/config.js, read by config/env.ts): the app's own session socket (lib/socket.ts) then connects to it. Import this
// module before anything that loads config/env.ts, which reads the name once.
window.__ZAPDESK_API_URL__ = await liveServerUrl();
