#!/usr/bin/env bash
# Builds the DocC archive of every library module, treating every documentation warning (a
# broken symbol link, an undocumented parameter) as an error.
#
#   Scripts/build-docs.sh [OUTPUT_DIR]     # default: .build/docs
#
# Each OUTPUT_DIR/<Module>.doccarchive is ready to serve as static files.
set -euo pipefail
cd "$(dirname "$0")/.."

modules=(GraftTerminal Cassowary TUIKit GraftUI GraftCharts GraftHosting GraftTapes GraftTesting)
output=${1:-.build/docs}
graphs=.build/docs-symbolgraphs

docc=$(command -v docc || true)
if [ -z "$docc" ]; then
    docc="$(dirname "$(readlink -f "$(command -v swift)")")/docc"
fi

echo "Extracting symbol graphs"
swift package dump-symbol-graph --minimum-access-level public >/dev/null
symbols_dir=$(find .build -type d -name symbolgraph -path "*$(uname -m)*" | head -n 1)
if [ -z "$symbols_dir" ]; then
    echo "error: swift package dump-symbol-graph wrote no symbol graphs" >&2
    exit 1
fi

mkdir -p "$output"
failed=()
for module in "${modules[@]}"; do
    rm -rf "${graphs:?}/$module" "${output:?}/$module.doccarchive"
    mkdir -p "$graphs/$module"
    # A module's own graph plus its extensions of other modules' types (Module@Other).
    cp "$symbols_dir/$module.symbols.json" "$graphs/$module/"
    find "$symbols_dir" -name "$module@*.symbols.json" -exec cp {} "$graphs/$module/" \;
    echo "Building $module.doccarchive"
    "$docc" convert "Sources/$module/$module.docc" \
        --additional-symbol-graph-dir "$graphs/$module" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.graft.$module" \
        --output-path "$output/$module.doccarchive" \
        --transform-for-static-hosting \
        --warnings-as-errors || failed+=("$module")
done
if [ ${#failed[@]} -gt 0 ]; then
    echo "error: documentation has problems in: ${failed[*]}" >&2
    exit 1
fi
echo "Documentation in $output"
