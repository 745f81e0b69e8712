#!/usr/bin/env bash
# Installs what the commands of the README need on a fresh machine of this kind:
# npm packages (npm ci, when node_modules is missing or older than the lock file) and, with
# --browser, Debian's Chromium (when neither $CHROME_PATH nor /usr/bin/chromium exists).
# Nothing downloads a browser of its own (Playwright's and Storybook's downloads are never used).
set -euo pipefail
cd "$(dirname "$0")/../.."

need_browser=0
for arg in "$@"; do
  case "$arg" in
    --browser) need_browser=1 ;;
  esac
done

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
    sudo_cmd=""
    if [ "$(id -u)" != 0 ]; then sudo_cmd="sudo"; fi
    export DEBIAN_FRONTEND=noninteractive
    $sudo_cmd apt-get update -qq
    $sudo_cmd apt-get install -y -qq chromium >/dev/null
    echo "setup: installed $(/usr/bin/chromium --version 2>/dev/null | head -n 1)"
  fi
fi
