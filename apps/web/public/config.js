// Runtime settings of this install, loaded by index.html before the app. The Docker image's entrypoint
// (apps/web/docker-entrypoint.sh) rewrites this file from API_URL at every container start; left as it is,
// the app uses the API URL it was built with (VITE_API_URL, default http://localhost:8080).
// window.__ZAPDESK_API_URL__ = 'https://api.example.com';
