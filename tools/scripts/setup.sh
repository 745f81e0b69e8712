#!/usr/bin/env bash
# Installs what the commands of the README need on a fresh machine of this kind:
# npm packages (npm ci, when node_modules is missing or older than the lock file) and, with
# --browser, Debian's Chromium (when neither $CHROME_PATH nor /usr/bin/chromium exists) and its old
# headless shell for the e2e journeys (package chromium-headless-shell) and, with
# --nginx, Debian's nginx with its brotli modules (the e2e project `deploy` serves the builds with
# deploy/nginx's configuration).
# Nothing downloads a browser of its own (Playwright's and Storybook's downloads are never used).
set -euo pipefail
cd "$(dirname "$0")/../.."

need_browser=0
need_nginx=0
for arg in "$@"; do
  case "$arg" in
    --browser) need_browser=1 ;;
    --nginx) need_nginx=1 ;;
  esac
done

sudo_cmd=""
if [ "$(id -u)" != 0 ]; then sudo_cmd="sudo"; fi

# apt-get install, reading the package lists again only when the ones on the machine are too old.
apt_install() {
  export DEBIAN_FRONTEND=noninteractive
  $sudo_cmd apt-get install -y -qq "$@" >/dev/null 2>&1 ||
    { $sudo_cmd apt-get update -qq && $sudo_cmd apt-get install -y -qq "$@" >/dev/null; }
}

if [ ! -d node_modules ] || [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "setup: installing npm packages (npm ci)"
  npm ci --no-audit --no-fund --loglevel=error
else
  echo "setup: npm packages are up to date"
fi

if [ "$need_browser" = 1 ]; then
  chrome="${CHROME_PATH:-/usr/bin/chromium}"
  if [ -x "$chrome" ]; then
    echo "setup: browser found at $chrome"
  else
    echo "setup: installing Debian's Chromium"
    export DEBIAN_FRONTEND=noninteractive
    $sudo_cmd apt-get update -qq
    $sudo_cmd apt-get install -y -qq chromium >/dev/null
    echo "setup: installed $(/usr/bin/chromium --version 2>/dev/null | head -n 1)"
  fi
  # The e2e journeys run in Chromium's old headless shell (lighter: tools/playwright/app-e2e-config.mts);
  # on a system without Debian's packages they fall back to the browser above.
  shell=/usr/lib/chromium/chromium-headless-shell
  if [ -x "$shell" ]; then
    echo "setup: headless shell found at $shell"
  elif command -v apt-get >/dev/null; then
    echo "setup: installing Debian's chromium-headless-shell"
    apt_install chromium-headless-shell
    echo "setup: installed $("$shell" --version 2>/dev/null | head -n 1) (headless shell)"
  else
    echo "setup: no apt-get: the e2e journeys will run in $chrome"
  fi
fi

if [ "$need_nginx" = 1 ]; then
  if command -v nginx >/dev/null && [ -f /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so ]; then
    echo "setup: nginx found ($(nginx -v 2>&1))"
  else
    echo "setup: installing Debian's nginx and its brotli modules"
    # Installed to be run by the checks only: the package's own service is not started (a
    # policy-rc.d that refuses, unless the machine already has one).
    policy=/usr/sbin/policy-rc.d
    own_policy=0
    if [ ! -e "$policy" ]; then
      printf '#!/bin/sh\nexit 101\n' | $sudo_cmd tee "$policy" >/dev/null && $sudo_cmd chmod +x "$policy" && own_policy=1
    fi
    status=0
    apt_install nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static || status=$?
    if [ "$own_policy" = 1 ]; then $sudo_cmd rm -f "$policy"; fi
    [ "$status" = 0 ] || exit "$status"
    echo "setup: installed $(nginx -v 2>&1)"
  fi
fi
