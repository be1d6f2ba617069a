#!/usr/bin/env bash
# Make sure a Chromium for puppeteer and poppler's pdfinfo/pdffonts/pdftotext are present.
# On Debian as root, installs the missing packages (apt-get install -y chromium poppler-utils).
# Usage: scripts/ensure-browser.sh [--optional]   (--optional: warn instead of failing when it cannot install)
set -uo pipefail
optional=0
[ "${1:-}" = "--optional" ] && optional=1

have_browser() {
  [ -n "${PUPPETEER_EXECUTABLE_PATH:-}" ] && [ -x "${PUPPETEER_EXECUTABLE_PATH}" ] && return 0
  for b in /usr/bin/chromium /usr/bin/chromium-browser /usr/bin/google-chrome /usr/bin/google-chrome-stable; do
    [ -x "$b" ] && return 0
  done
  return 1
}
have_poppler() { for c in pdfinfo pdffonts pdftotext pdftohtml; do command -v "$c" >/dev/null 2>&1 || return 1; done; }

if have_browser && have_poppler; then exit 0; fi

pkgs=()
have_browser || pkgs+=(chromium)
have_poppler || pkgs+=(poppler-utils)
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "rocsite: installing Debian packages: ${pkgs[*]} (apt-get install -y ${pkgs[*]})" >&2
  if apt-get update -qq >/dev/null 2>&1 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${pkgs[@]}" >/dev/null 2>&1; then
    have_browser && have_poppler && exit 0
  fi
fi
msg="rocsite: missing ${pkgs[*]}. Install with: apt-get install -y ${pkgs[*]} (or set PUPPETEER_EXECUTABLE_PATH to a Chromium/Chrome binary)."
if [ "$optional" = 1 ]; then echo "$msg PDFs will not be written." >&2; exit 0; fi
echo "$msg" >&2
exit 1
