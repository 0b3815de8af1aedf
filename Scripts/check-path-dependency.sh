#!/usr/bin/env bash
# Builds and runs a small package that depends on Graft by path, as README's
# "Use Graft in your package" shows, from a folder whose name is not "Graft": the
# dependency's `name:` must make its identity independent of where it was cloned.
# README's "A first app" is built as one of its programs, so that code cannot rot.
set -euo pipefail
graft=$(cd "$(dirname "$0")/.." && pwd)

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
ln -s "$graft" "$work/graft-checkout"
mkdir -p "$work/Consumer/Sources/Consumer" "$work/Consumer/Sources/Counter"
# The README block between its first-app markers, without the code fence.
sed -n '/<!-- first-app/,/<!-- end first-app -->/p' "$graft/README.md" | grep -v '^<!--' | grep -v '^```' \
    >"$work/Consumer/Sources/Counter/main.swift"
if ! grep -q "TUIHostingController" "$work/Consumer/Sources/Counter/main.swift"; then
    echo "error: README.md has no first-app block between its markers" >&2
    exit 1
fi

cat >"$work/Consumer/Package.swift" <<'SWIFT'
// swift-tools-version:6.0
import PackageDescription

let graft: [Target.Dependency] = ["GraftUI", "GraftHosting", "TUIKit", "GraftTerminal"].map {
    .product(name: $0, package: "Graft")
}

let package = Package(
    name: "Consumer",
    dependencies: [
        .package(name: "Graft", path: "../graft-checkout")
    ],
    targets: [
        .executableTarget(name: "Consumer", dependencies: graft),
        .executableTarget(name: "Counter", dependencies: graft),
    ]
)
SWIFT

cat >"$work/Consumer/Sources/Consumer/main.swift" <<'SWIFT'
import GraftHosting
import GraftTerminal
import GraftUI
import TUIKit

struct Greeting: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("Hello from a package that depends on Graft")
            Button("Pressed \(count) times") { count += 1 }
        }
    }
}

@MainActor func render() -> String {
    let surface = HeadlessSurface(size: Size(width: 50, height: 4))
    let loop = MainLoop(surface: surface)
    let window = TUIWindow(frame: Rect(origin: .zero, size: surface.size))
    window.rootViewController = TUIHostingController(rootView: Greeting())
    window.makeKeyAndVisible()
    TUIApplication.shared.attach(to: loop)
    loop.displayIfNeeded()
    return surface.text
}

print(MainActor.assumeIsolated { render() })
SWIFT

cd "$work/Consumer"
if ! swift build --scratch-path "$work/build" >"$work/build.log" 2>&1; then
    cat "$work/build.log" >&2
    echo "error: a package depending on Graft by path does not build" >&2
    exit 1
fi
output=$("$work/build/debug/Consumer")
echo "$output"
if ! grep -q "Hello from a package that depends on Graft" <<<"$output"; then
    echo "error: the consumer package did not draw its view" >&2
    exit 1
fi
echo "Path dependency: ok"
