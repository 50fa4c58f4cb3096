#!/bin/sh
# Runs at every container start, before nginx (the image's CMD): writes the
# runtime settings the app loads first (/config.js) and the CSP that allows that API, both from API_URL,
# so one image serves any domain without a rebuild (issue 20). API_URL is the API as the user's browser
# reaches it, e.g. https://api.example.com (default http://localhost:8080).
set -eu

API_URL="${API_URL:-http://localhost:8080}"
HTML_DIR="${ZAPDESK_HTML_DIR:-/usr/share/nginx/html}"
TEMPLATE="${ZAPDESK_HEADERS_TEMPLATE:-/etc/nginx/zapdesk/security-headers.conf.template}"
SNIPPET="${ZAPDESK_HEADERS_SNIPPET:-/etc/nginx/snippets/zapdesk-security-headers.conf}"

# Only a plain http(s) URL: the value lands in a script and in nginx's config, so nothing else may pass.
if ! printf '%s' "$API_URL" | grep -Eq '^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?(/[A-Za-z0-9._~/-]*)?$'; then
  echo "zapdesk-web: API_URL must be an http(s) URL such as https://api.example.com (got '$API_URL')" >&2
  exit 1
fi
API_URL="${API_URL%/}"
origin="$(printf '%s' "$API_URL" | sed -E 's#^(https?://[^/]+).*#\1#')"
ws_origin="$(printf '%s' "$origin" | sed 's#^http#ws#')"

printf '// Written at container start from API_URL (apps/web/docker-entrypoint.sh).\nwindow.__ZAPDESK_API_URL__ = "%s";\n' "$API_URL" > "$HTML_DIR/config.js"
# A stale precompressed copy would be sent instead of the new file (gzip_static).
rm -f "$HTML_DIR/config.js.gz" "$HTML_DIR/config.js.br"

mkdir -p "$(dirname "$SNIPPET")"
sed -e "s#__API_WS_ORIGIN__#$ws_origin#g" -e "s#__API_ORIGIN__#$origin#g" "$TEMPLATE" > "$SNIPPET"
echo "zapdesk-web: API $API_URL (CSP allows $origin and $ws_origin)"
