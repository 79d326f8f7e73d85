# Sourced by the scripts that look at the site in a real browser: sets `browser` to Debian's
# headless Chromium and `sandbox` to the flag it needs as root, or exits naming the package.
browser="$(command -v chromium || command -v chromium-browser || true)"
if [ -z "$browser" ]; then
    echo "error: chromium not found; install it with: apt-get install -y chromium" >&2
    exit 1
fi
# Chromium refuses to run as root without this.
sandbox=()
if [ "$(id -u)" -eq 0 ]; then sandbox=(--no-sandbox); fi
