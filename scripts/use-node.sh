# Puts the Node.js that .nvmrc names (that major or newer) first on PATH, installing it when the machine's own
# Node is older. Source it, do not run it: `. scripts/use-node.sh` (CI does this before installing packages).
#
# Node's release builds are published on the npm registry as `node-linux-<arch>` (the official binary, headers
# and man pages in one package), so the machine needs nothing but npm and the registry. The build is unpacked
# once per version into ~/.cache/node-runtimes and reused. npm, npx and every script they start (the browser
# tests' `npm run serve` too) then find this node first. The native modules bring prebuilt Node-API binaries,
# but npm still runs node-gyp for better-sqlite3: it is pointed at this node's headers, not the machine's.

use_required_node() {
  local root major current arch pkg cache version home tmp
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  major="$(tr -d ' v\r\n' < "$root/.nvmrc" | cut -d. -f1)"
  case "$major" in '' | *[!0-9]*) echo "use-node: .nvmrc should hold a Node.js major version" >&2; return 1 ;; esac

  current="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
  if [ "$current" -ge "$major" ]; then
    echo "Using Node.js $(node --version) from $(command -v node) (the project needs ${major} or newer)"
    return 0
  fi

  case "$(uname -m)" in
    x86_64 | amd64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) echo "use-node: no Node.js build for $(uname -m) on the registry" >&2; return 1 ;;
  esac
  pkg="node-linux-$arch"
  cache="${XDG_CACHE_HOME:-$HOME/.cache}/node-runtimes"

  # The newest release of the major, so security fixes arrive without a commit; offline, the newest one cached.
  version="$(npm view "$pkg@$major" version --json 2>/dev/null | node -e '
    const found = JSON.parse(require("fs").readFileSync(0, "utf8") || "[]");
    const parts = (v) => v.split(".").map(Number);
    const newest = [].concat(found).sort((a, b) => parts(a).reduce((d, n, i) => d || n - parts(b)[i], 0)).pop();
    process.stdout.write(newest || "");' 2>/dev/null)"
  if [ -z "$version" ]; then
    version="$(ls "$cache" 2>/dev/null | sed -n "s/^$pkg-v\(${major}\.[0-9.]*\)\$/\1/p" | sort -V | tail -n 1)"
  fi
  if [ -z "$version" ]; then
    echo "use-node: cannot find $pkg@$major on the registry, and none is cached in $cache" >&2
    return 1
  fi

  home="$cache/$pkg-v$version"
  if [ ! -x "$home/bin/node" ]; then
    echo "Installing Node.js $version from the registry package $pkg into $home"
    tmp="$(mktemp -d)"
    # npm checks the package against the registry's integrity hash; unpacked beside, then moved in whole.
    if ! (cd "$tmp" && npm pack "$pkg@$version" --silent >/dev/null) \
      || ! mkdir -p "$tmp/node" \
      || ! tar -xzf "$tmp/$pkg-$version.tgz" -C "$tmp/node" --strip-components=1 \
      || ! "$tmp/node/bin/node" --version >/dev/null; then
      rm -rf "$tmp"
      echo "use-node: could not install $pkg@$version" >&2
      return 1
    fi
    mkdir -p "$cache" && rm -rf "$home" && mv "$tmp/node" "$home"
    rm -rf "$tmp"
  fi

  export PATH="$home/bin:$PATH"
  # node-gyp (inside npm) compiles against these headers; set here, it wins over a machine's npmrc `nodedir`.
  export npm_config_nodedir="$home"
  hash -r
  echo "Using Node.js $(node --version) from $home"
}

use_required_node
