#!/bin/sh
# Counts how many of VHS's example tapes `catalog --validate` accepts.
#
#   Scripts/vhs-examples.sh [VHS_CHECKOUT]
#
# Without an argument the examples are taken from .build/vhs-examples, which
# is filled from a shallow clone of github.com/charmbracelet/vhs (MIT) the
# first time. GraftTestingTests' VHSExamplesTests read the same folder.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
examples="$root/.build/vhs-examples"
if [ $# -gt 0 ]; then
    examples="$1"
elif [ ! -d "$examples/examples" ]; then
    git clone --quiet --depth 1 https://github.com/charmbracelet/vhs "$examples"
fi
catalog="$root/.build/debug/catalog"
[ -x "$catalog" ] || (cd "$root" && swift build --product catalog >/dev/null)
accepted=0
total=0
for tape in $(cd "$examples" && find examples -name '*.tape' | sort); do
    total=$((total + 1))
    if (cd "$examples" && "$catalog" --validate "$tape" 2>/dev/null); then
        accepted=$((accepted + 1))
    else
        echo "refused: $tape"
    fi
done
echo "accepted $accepted of $total VHS example tapes"
